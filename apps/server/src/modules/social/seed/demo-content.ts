/**
 * What the demo square is made of: topics every area has, and the posts, comments and replies people really
 * write abroad (districts, food, scams, rentals, visas, jobs), Chinese first, some English and Vietnamese.
 * `{area}`, `{district}`, `{landmark}` and `{building}` are filled per area.
 */

export const demoTopics: Array<{ name: string; description: string; image?: number }> = [
  { name: '租房经验', description: '找房、看房、合同、押金，踩过的坑都写在这里', image: 0 },
  { name: '美食推荐', description: '好吃的中餐馆、本地小吃和外卖，欢迎打卡', image: 1 },
  { name: '签证办理', description: '工作签、旅游签、续签和居留证的最新经验', image: 2 },
  { name: '防骗提醒', description: '遇到的骗局和可疑信息，提醒大家多加小心', image: 3 },
  { name: '二手闲置', description: '回国清仓、搬家转让，闲置物品互通有无' },
  { name: '求职招聘', description: '中文岗位、翻译、兼职，找工作和招人都可以聊' },
  { name: '生活问答', description: '办卡、缴费、快递、维修，生活上的问题随便问' },
  { name: '交通出行', description: '打车、摩托、地铁、机场接送与驾照' },
  { name: '看病就医', description: '医院、诊所、药店和保险的经验分享' },
  { name: '孩子教育', description: '国际学校、中文学校、兴趣班的选择' },
  { name: '语言学习', description: '学本地语言、学英语，一起交换练口语' },
  { name: '周末去哪儿', description: '周边游、公园、展览和亲子活动', image: 4 },
  { name: '换汇攻略', description: '换钱、汇款、银行卡和手续费的比较' },
  { name: '萌宠日常', description: '养猫养狗、宠物医院和托管' },
  { name: '运动健身', description: '健身房、羽毛球、足球和跑步约伴' },
  { name: '随手拍', description: '街头巷尾的风景和日常', image: 5 },
  { name: '新人报到', description: '刚来的朋友在这里打个招呼，老朋友来帮忙' },
  { name: '创业交流', description: '开店、注册公司、税务与合伙经验' },
  { name: '家居装修', description: '家具、家电、装修师傅与搬家' },
  { name: 'Expat Life', description: 'English corner: tips and questions from the international community' },
];

/** Chinese posts: [topic index, text]. */
export const zhPosts: Array<[number, string]> = [
  [0, '{district}这边一房一厅一般多少钱一个月？想找个离{landmark}近一点的，预算有限，求推荐靠谱的中介。'],
  [0, '提醒一下大家：签租房合同前一定要看清押金怎么退，我上次在{building}被扣了一个月押金，理由是墙上有钉子眼。'],
  [0, '有没有人住过{building}？物业怎么样，晚上吵不吵？下个月想搬过去。'],
  [0, '求合租！本人女生，作息规律不抽烟，想在{district}找个室友，房租AA。'],
  [0, '房东说水电按商业价收，这个正常吗？一个月电费快一千人民币了。'],
  [1, '{district}新开了一家重庆小面，味道很正宗，牛肉面分量也足，推荐给想家的朋友。'],
  [1, '求推荐{area}好吃的火锅店，周末朋友过生日，人多，最好有包间。'],
  [1, '今天在{landmark}附近吃到一家本地粉店，汤头很鲜，才三十块钱左右，附上照片。'],
  [1, '有没有卖正宗老干妈和火锅底料的超市？{district}附近的优先。'],
  [1, '自己在家做了红烧肉，本地的五花肉真不错，就是酱油得从国内带。'],
  [2, '工作签续签现在要多久？我的还有一个月到期，公司说材料已经交了，有点担心。'],
  [2, '分享一下刚办完的居留证流程：先体检，再无犯罪证明认证，全程大概三周，有问题可以问我。'],
  [2, '旅游签可以在境内转工作签吗？听说政策又变了，求懂的朋友解答。'],
  [2, '落地签和电子签哪个更方便？下个月家里老人要过来玩。'],
  [3, '大家注意！最近有人冒充大使馆打电话，说你的护照涉嫌案件，要求转账，千万别信。'],
  [3, '在网上租房被骗了五百美金，对方发的房子照片是假的，钱转过去就拉黑了。大家租房一定要实地看房。'],
  [3, '换汇遇到骗子了，约在{landmark}见面，给的钱里夹了假币。换钱还是去正规的地方吧。'],
  [3, '收到短信说快递清关要补税，点链接填银行卡，这是骗局，别点。'],
  [3, '有人在群里招“高薪打字员”，先交培训费，明显是骗局，大家别上当。'],
  [4, '回国清仓：冰箱、洗衣机、电饭煲、书桌，九成新，{district}自提，价格好商量。'],
  [4, '出一辆本田摩托，骑了一年，手续齐全，诚心要的私聊。'],
  [4, '收二手婴儿车和儿童座椅，有的朋友联系我，{district}可以上门取。'],
  [5, '公司招中文客服两名，要求会基本的本地语言，地点在{district}，有意私信。'],
  [5, '刚来{area}，会中英文，做过三年外贸，想找一份工作，有推荐的吗？'],
  [5, '兼职翻译有没有人需要？中越、中英都可以，价格合理。'],
  [6, '{area}哪里可以办电话卡？要流量多一点的套餐。'],
  [6, '家里空调坏了，有没有会说中文的维修师傅推荐？'],
  [6, '国内寄快递过来一般多久？用哪家比较靠谱，会不会被扣？'],
  [6, '银行开户需要什么材料？我只有护照和工作签。'],
  [7, '从机场到{district}打车大概多少钱？用什么软件比较便宜？'],
  [7, '本地驾照好考吗？中国驾照可以直接换吗？'],
  [7, '下雨天骑摩托太危险了，今天在{landmark}附近看到两起事故，大家注意安全。'],
  [8, '孩子发烧了，{district}附近有没有中文服务的诊所？'],
  [8, '推荐一下{area}看牙的地方，洗牙大概多少钱？'],
  [8, '买了当地的医疗保险，住院真的能报销吗？有经验的说说。'],
  [9, '孩子明年上小学，{area}的国际学校学费大概多少？中文课多吗？'],
  [9, '周末有中文学校吗？想让孩子继续学中文。'],
  [10, '想学本地语言，有没有人一起学？可以语言交换，我教中文。'],
  [11, '周末去了{landmark}，人不多，风景很好，适合带孩子。'],
  [11, '求推荐{area}周边两天一夜的短途游，不想走太远。'],
  [12, '最近汇率变化挺大，大家都是怎么往国内汇钱的？手续费哪家低？'],
  [13, '捡到一只小橘猫，{district}附近，有没有人想领养？已经打过疫苗。'],
  [14, '每周三晚上在{district}打羽毛球，还差两个人，水平一般的也欢迎。'],
  [15, '傍晚的{landmark}，随手一拍。'],
  [16, '大家好，刚到{area}，在{district}上班，请多关照！'],
  [16, '来{area}一年了，总结几条经验：办好电话卡、找靠谱中介、别在路边换钱。'],
  [17, '想在{area}开个奶茶店，注册公司大概要多久？需要多少启动资金？'],
  [18, '新房子要买家具，{area}有没有性价比高的家具店？'],
];

export const enPosts: Array<[number, string]> = [
  [19, 'Just moved to {area} for work. Any tips for finding an apartment near {landmark}?'],
  [19, 'Where do you get decent coffee in {district}? Looking for a quiet place to work.'],
  [3, 'Heads up: someone is calling people pretending to be from the immigration office and asking for a "fine". It is a scam.'],
  [2, 'How long did your work permit renewal take this year? Mine has been pending for five weeks.'],
  [1, 'Best street food in {area}? I am here for a week and want to try everything.'],
  [14, 'Anyone up for a Sunday morning run around {landmark}? 5–8 km, easy pace.'],
  [4, 'Selling my bike and a desk before I leave, pick up in {district}. Message me.'],
  [6, 'Which bank is easiest for foreigners to open an account with?'],
  [11, 'Weekend trip ideas from {area}? Beach or mountains, not too far.'],
  [0, 'Is it normal for landlords to ask for three months of deposit here?'],
];

export const viPosts: Array<[number, string]> = [
  [10, 'Mình muốn học tiếng Trung, có ai muốn trao đổi ngôn ngữ không? Mình dạy tiếng Việt.'],
  [1, 'Quán lẩu Trung Quốc nào ngon ở {district}? Cuối tuần mình muốn đi với bạn bè.'],
  [5, 'Công ty mình cần tuyển phiên dịch tiếng Trung, làm việc ở {district}, ai quan tâm nhắn mình nhé.'],
  [0, 'Cho thuê căn hộ gần {landmark}, đầy đủ nội thất, ưu tiên người thuê lâu dài.'],
  [3, 'Cẩn thận lừa đảo qua tin nhắn giả ngân hàng, đừng bấm vào đường link lạ.'],
  [6, 'Ai biết chỗ sửa điều hòa uy tín ở {district} không?'],
  [15, 'Hoàng hôn ở {landmark} hôm nay đẹp quá.'],
  [16, 'Chào mọi người, mình mới tham gia cộng đồng, rất vui được làm quen!'],
];

export const zhComments = [
  '同问，我也想知道。',
  '谢谢分享，很有用！',
  '我上个月也遇到了，后来找了公司帮忙才解决。',
  '建议直接去官方窗口问，网上说的不一定准。',
  '这家我去过，确实不错。',
  '价格还能再便宜点吗？',
  '私信你了，请查收。',
  '注意安全，别轻信陌生人。',
  '我朋友就是做这个的，可以介绍给你。',
  '收藏了，以后用得上。',
  '楼主太有心了，支持！',
  '哈哈，我也是这么过来的。',
  '请问具体地址在哪里？',
  '现在政策好像又变了，最好再确认一下。',
  '我在{district}，可以一起。',
  '顶一下，希望有懂的朋友回答。',
];
export const enComments = ['Thanks for sharing!', 'Same question here.', 'I had the same experience last month.', 'DM me, I can help.', 'Great tip, saved it.'];
export const viComments = ['Cảm ơn bạn đã chia sẻ!', 'Mình cũng đang tìm.', 'Bạn nhắn riêng cho mình nhé.', 'Hay quá!'];

export const zhReplies = ['谢谢！', '好的，我去看看。', '已私信。', '对，我也是这么听说的。', '可以的，周末见。', '有具体联系方式吗？', '感谢提醒！', '👍'];

/** Places people name in their posts, per area code (landmarks and housing estates). */
export const areaPlaces: Record<string, { landmarks: string[]; buildings: string[] }> = {
  hcm: { landmarks: ['滨城市场', '新山一机场', '富美兴新月湖', '范五老街', '地铁一号线'], buildings: ['Vinhomes Central Park', 'Masteri Thảo Điền', 'Sunrise City'] },
  hanoi: { landmarks: ['还剑湖', '西湖', '三十六行街', '内排机场'], buildings: ['Vinhomes Royal City', 'Times City', 'Ciputra'] },
  danang: { landmarks: ['美溪海滩', '龙桥', '山茶半岛', '韩市场'], buildings: ['Monarchy', 'Azura', 'Muong Thanh'] },
  phnompenh: { landmarks: ['独立碑', '中央市场', '钻石岛', '俄罗斯市场'], buildings: ['The Peak', 'Olympia City', '太子中央广场'] },
  bangkok: { landmarks: ['暹罗广场', '素坤逸路', '唐人街耀华力路', '乍都乍周末市场'], buildings: ['Ideo', 'Noble Ploenchit', 'The Esse'] },
  kualalumpur: { landmarks: ['双子塔', '武吉免登', '茨厂街', '谷中城'], buildings: ['Pavilion Residences', 'Vortex', 'Setia Sky'] },
  manila: { landmarks: ['马卡蒂', 'BGC', '王城区', '亚洲购物中心'], buildings: ['One Serendra', 'Uptown Parksuites', 'The Rise'] },
  dubai: { landmarks: ['哈利法塔', '迪拜购物中心', '龙城', '朱美拉海滩'], buildings: ['Marina Gate', 'Burj Views', 'JLT 湖区公寓'] },
  singapore: { landmarks: ['牛车水', '滨海湾', '乌节路', '樟宜机场'], buildings: ['组屋', 'The Sail', 'Reflections at Keppel Bay'] },
  jakarta: { landmarks: ['独立广场', '大印度尼西亚购物中心', '唐人街草埔', 'PIK'], buildings: ['Pakubuwono', 'Casa Grande', 'Taman Anggrek'] },
};
