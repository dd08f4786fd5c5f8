// Company-name endings per industry: a tea brand is run by a 餐饮管理 company, a tutoring brand by an
// 教育科技 one. Each list has the same length as the generic list it replaced, so the seed draws stay put.
const byIndustry: Record<string, readonly string[]> = {
  餐饮: ['餐饮管理有限公司', '餐饮连锁有限公司', '食品有限公司', '餐饮文化有限公司'],
  教育: ['教育科技有限公司', '教育咨询有限公司', '文化传播有限公司', '培训学校管理有限公司'],
  酒店: ['酒店管理有限公司', '酒店管理集团有限公司', '旅游发展有限公司', '公寓管理有限公司'],
  建材: ['建材有限公司', '新型材料有限公司', '建筑装饰材料有限公司', '门窗科技有限公司'],
  家居: ['家居有限公司', '家具制造有限公司', '家居用品有限公司', '智能家居科技有限公司'],
  服装: ['服饰有限公司', '服装有限公司', '鞋服贸易有限公司', '时装有限公司'],
  母婴: ['母婴用品有限公司', '婴童用品有限公司', '健康管理有限公司', '儿童用品有限公司'],
  零售: ['商贸有限公司', '商业连锁有限公司', '超市管理有限公司', '供应链管理有限公司'],
  美容: ['美容管理有限公司', '健康科技有限公司', '生物科技有限公司', '美业管理有限公司'],
  休闲: ['文化娱乐有限公司', '体育发展有限公司', '娱乐管理有限公司', '文化科技有限公司'],
  汽车: ['汽车服务有限公司', '汽车用品有限公司', '汽车科技有限公司', '新能源科技有限公司'],
  环保: ['环保科技有限公司', '净水科技有限公司', '环境科技有限公司', '洗涤服务有限公司'],
  饰品: ['珠宝首饰有限公司', '饰品有限公司', '眼镜有限公司', '工艺品有限公司'],
  服务: ['家政服务有限公司', '生活服务有限公司', '宠物用品有限公司', '婚庆服务有限公司'],
  医药: ['医药连锁有限公司', '医疗器械有限公司', '健康产业有限公司', '口腔医疗管理有限公司'],
  其他: ['农业发展有限公司', '科技有限公司', '文化创意有限公司', '商贸有限公司'],
};

const generic = ['企业管理有限公司', '实业有限公司', '连锁经营有限公司', '品牌管理有限公司'];

/** Eight endings (the old list's length, so one draw picks one as before): the industry's four, each twice. */
export function companySuffixes(industry: string): readonly string[] {
  return [...(byIndustry[industry] ?? generic), ...(byIndustry[industry] ?? generic)];
}
