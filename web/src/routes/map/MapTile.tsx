// pigeon-maps' image tile, hidden when it fails (no network, provider down) so a blank map shows no
// broken-image icons: the markers stay readable on the plain background.
import type { TileComponentProps } from 'pigeon-maps';
import { useState } from 'react';

export function MapTile({ tile, tileLoaded }: TileComponentProps) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={tile.url}
      srcSet={tile.srcSet}
      width={tile.width}
      height={tile.height}
      loading="lazy"
      onLoad={tileLoaded}
      onError={() => setFailed(true)}
      alt=""
      style={{ position: 'absolute', left: tile.left, top: tile.top, willChange: 'transform', transformOrigin: 'top left', visibility: failed ? 'hidden' : 'visible' }}
    />
  );
}
