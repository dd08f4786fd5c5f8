// Review sentences by industry and by sentiment, so a review fits both the brand's trade (no tutoring
// talk in a tea shop) and its star rating (a 2-star review never praises). Industries in the order of
// industries.ts. A review is either a customer's (the industry's sentences) or a franchisee's (the
// franchise sentences), never a mix of the two voices.

export type Sentiment = 'positive' | 'neutral' | 'negative';

/** 4-5 stars praise, 3 stars are mixed, 1-2 stars complain. */
export function sentimentOf(score: number): Sentiment {
  return score >= 4 ? 'positive' : score === 3 ? 'neutral' : 'negative';
}

type Lines = Record<Sentiment, string[]>;

export const customerLines: Lines[] = [
  { positive: ['味道很正宗，食材新鲜，下次还会再来。', '出餐快，分量足，性价比很高。', '店面干净整洁，排队的人很多，生意很好。'], neutral: ['味道中规中矩，高峰期要等位。', '口味还行，价格略偏高。'], negative: ['上菜太慢，菜品端上来已经凉了。', '味道一般，和宣传的差距有点大。'] },
  { positive: ['老师很有耐心，孩子进步明显。', '课程安排合理，老师反馈很及时。', '教室环境安全明亮，孩子很喜欢来上课。'], neutral: ['课程内容还可以，就是课时费偏贵。', '老师不错，但排课时间不太灵活。'], negative: ['换了好几次老师，孩子跟不上进度。', '课程和试听时说的不一样，很失望。'] },
  { positive: ['房间干净，床品舒服，前台服务热情。', '位置方便，隔音效果也不错。'], neutral: ['房间还算干净，就是面积有点小。', '性价比一般，早餐品种少。'], negative: ['隔音很差，一晚上没睡好。', '卫生不到位，床单有污渍。'] },
  { positive: ['样品和实际铺贴效果一致，质量很好。', '导购专业，送货安装都很准时。'], neutral: ['产品质量还可以，售后响应稍慢。', '价格适中，花色选择不算多。'], negative: ['到货有破损，换货拖了半个月。', '安装师傅不专业，返工了两次。'] },
  { positive: ['做工扎实，设计师上门量尺很细致。', '家具环保无异味，安装师傅很专业。'], neutral: ['款式不错，交货比约定的晚了几天。', '质量还行，价格偏高。'], negative: ['柜门安装不平，售后一直推脱。', '实物颜色和效果图差别很大。'] },
  { positive: ['面料舒服，版型好，穿着很显精神。', '款式更新快，店员搭配建议很专业。'], neutral: ['衣服质量还可以，尺码偏小一点。', '款式不错，价格稍贵。'], negative: ['洗了一次就起球了，质量一般。', '退换货手续麻烦，店员态度冷淡。'] },
  { positive: ['商品都是正品，店员很懂育儿知识。', '环境干净安全，孩子玩得很开心。'], neutral: ['东西挺全，价格比网上略高。', '服务还行，周末人有点多。'], negative: ['奶粉临近保质期也没提醒，很失望。', '游乐区卫生不到位，不敢让孩子玩。'] },
  { positive: ['商品齐全，价格实惠，离家也近。', '店里干净明亮，收银很快。'], neutral: ['东西还算全，有些商品经常缺货。', '价格一般，会员活动不多。'], negative: ['买到过期商品，找店员也没人处理。', '货架很乱，找东西费劲。'] },
  { positive: ['技师手法专业，做完状态好了很多。', '环境安静私密，不会强行推销。'], neutral: ['效果还可以，就是项目价格偏高。', '服务不错，预约要等好几天。'], negative: ['一直推销办卡，体验很差。', '做完效果不明显，感觉不值这个价。'] },
  { positive: ['设备新，环境好，周末和朋友来玩很开心。', '服务热情，场地干净，玩得很尽兴。'], neutral: ['环境还行，高峰期需要排队。', '价格中等，设备有些旧了。'], negative: ['设备经常出故障，体验很差。', '空调不给力，场地有异味。'] },
  { positive: ['师傅技术好，报价透明不乱加项目。', '车洗得很干净，等待区也舒服。'], neutral: ['做工还可以，就是等的时间有点长。', '价格适中，配件要等几天。'], negative: ['修完没几天又出同样的问题。', '结账时多出好几项没说明的费用。'] },
  { positive: ['安装很专业，净化效果明显。', '售后及时，定期上门维护。'], neutral: ['设备效果还可以，耗材价格偏贵。', '服务还行，安装预约要等几天。'], negative: ['用了两个月就出故障，售后很慢。', '效果和宣传的差距很大。'] },
  { positive: ['款式精致，做工细，送人很有面子。', '店员很耐心，帮忙挑了很久。'], neutral: ['款式好看，价格稍微贵一点。', '质量还行，包装可以更用心。'], negative: ['戴了没多久就掉色了。', '说好的免费清洗也要收费。'] },
  { positive: ['做事细致，准时上门，很放心。', '服务专业，价格透明，会再预约。'], neutral: ['服务还可以，预约时间不太好约。', '整体满意，个别细节需要改进。'], negative: ['约好的时间迟到很久，也没提前说。', '服务敷衍，和承诺的不一样。'] },
  { positive: ['品种齐全，讲解很耐心。', '很专业，检查和解释都很细致。'], neutral: ['东西比较全，价格不算便宜。', '服务还行，排队时间有点长。'], negative: ['工作人员不太专业，问什么都说不清楚。', '收费不透明，项目太多。'] },
  { positive: ['产品有特色，体验很好，会推荐给朋友。', '服务周到，产品质量可靠。'], neutral: ['产品还可以，价格偏高。', '整体一般，没有特别惊喜。'], negative: ['产品质量一般，和宣传不符。', '售后处理很慢，体验不好。'] },
];

/** A franchisee's view of the brand's headquarters, for any industry. */
export const franchiseeLines: Lines = {
  positive: ['总部培训很到位，开店后一直有人跟进指导。', '加盟后总部帮忙选址和开业活动，省心不少。', '供货稳定，督导每月都来店里指导。'],
  neutral: ['总部支持还可以，就是物料配送偶尔不及时。', '开店流程顺利，营业额和预期差不多，还在爬坡。'],
  negative: ['加盟后总部跟进不够，很多问题要自己摸索。', '实际投入比宣传的多，回本没有说的那么快。'],
};
