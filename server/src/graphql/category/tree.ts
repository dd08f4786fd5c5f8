// Look-ups in the category tree (the classify call's classifyList: industries with their sub-categories).
// Indexed once per answer: the tree is the same cached object for every brand of a page, and each list row
// looks its category up.
import type { WireClassify } from '@shangji/contract';

type Tree = WireClassify['classifyList'];
type Node = Tree[number] | NonNullable<Tree[number]['children']>[number];

const indexes = new WeakMap<Tree, { byId: Map<number, Node>; byPinyin: Map<string, Node> }>();

function indexOf(tree: Tree) {
  let index = indexes.get(tree);
  if (!index) {
    const nodes = tree.flatMap((c): Node[] => [c, ...(c.children ?? [])]);
    index = { byId: new Map(nodes.map((n) => [n.id, n])), byPinyin: new Map(nodes.map((n) => [n.pinyin, n])) };
    indexes.set(tree, index);
  }
  return index;
}

/** The industry or sub-category with this id. */
export const categoryById = (tree: Tree, id: number | undefined | null): Node | undefined => (id == null ? undefined : indexOf(tree).byId.get(id));

/** The id of the industry or sub-category with this pinyin slug. */
export const categoryIdOf = (tree: Tree, pinyin: string): number | undefined => indexOf(tree).byPinyin.get(pinyin)?.id;
