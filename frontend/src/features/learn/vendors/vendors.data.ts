// The local directory: real UAE organisations named in the sourced fact sheet
// (shared/knowledge/uae-facts.md), with only what the sheet states about them. Address, hours,
// capacity, certification, phone and website stay null unless the sheet gives them; no entry has a
// rating or reviews. `facts` lists the fact numbers each entry rests on.
//
// Coordinates are APPROXIMATE: the centre of the organisation's city (or of its known head-office
// city), rounded to 4 decimals, for placing a pin on the map. They are not street addresses.
import type { City } from '../../../components/answer/options';
import type { Coordinates, Localized, Vendor } from '../types';

interface Place {
  city: City;
  location: Localized;
  coordinates: Coordinates;
}

/** City centres (approximate), one per emirate's main city. */
const PLACES: Record<City, Place> = {
  abu_dhabi: {
    city: 'abu_dhabi',
    location: { en: 'Abu Dhabi', ar: 'أبوظبي' },
    coordinates: { lat: 24.4539, lng: 54.3773 },
  },
  dubai: {
    city: 'dubai',
    location: { en: 'Dubai', ar: 'دبي' },
    coordinates: { lat: 25.2048, lng: 55.2708 },
  },
  sharjah: {
    city: 'sharjah',
    location: { en: 'Sharjah', ar: 'الشارقة' },
    coordinates: { lat: 25.3463, lng: 55.4209 },
  },
  ajman: {
    city: 'ajman',
    location: { en: 'Ajman', ar: 'عجمان' },
    coordinates: { lat: 25.4052, lng: 55.5136 },
  },
  umm_al_quwain: {
    city: 'umm_al_quwain',
    location: { en: 'Umm Al Quwain', ar: 'أم القيوين' },
    coordinates: { lat: 25.5647, lng: 55.5552 },
  },
  ras_al_khaimah: {
    city: 'ras_al_khaimah',
    location: { en: 'Ras Al Khaimah', ar: 'رأس الخيمة' },
    coordinates: { lat: 25.7895, lng: 55.9432 },
  },
  fujairah: {
    city: 'fujairah',
    location: { en: 'Fujairah', ar: 'الفجيرة' },
    coordinates: { lat: 25.1288, lng: 56.3265 },
  },
};

/** The fields every entry leaves empty unless the sheet states them. */
const UNSTATED = {
  address: null,
  hours: null,
  capacity: null,
  certification: null,
  rating: null,
  reviews: null,
} as const;

export const VENDORS: Vendor[] = [
  {
    ...UNSTATED,
    id: 'uae-food-bank',
    name: { en: 'UAE Food Bank', ar: 'بنك الإمارات للطعام' },
    type: 'food_donation_center',
    ...PLACES.dubai,
    hours: {
      en: 'Phone donations in Ramadan only; email donations all year (uaefoodbank@dm.gov.ae)',
      ar: 'التبرع بالهاتف في رمضان فقط؛ والتبرع بالبريد الإلكتروني طوال العام (uaefoodbank@dm.gov.ae)',
    },
    speciality: {
      en: 'Launched in January 2017 to make Dubai the region’s first zero-food-waste city. It works with hotels to separate edible surplus, which is donated, from inedible waste, which is composted, and trains outlets on collecting, packaging and transporting food for donation fridges.',
      ar: 'أُطلق في يناير 2017 ليجعل دبي أول مدينة في المنطقة بلا هدر للطعام. يعمل مع الفنادق على فصل الفائض الصالح للأكل، الذي يُتبرَّع به، عن الهدر غير الصالح للأكل، الذي يُحوَّل إلى سماد، ويدرّب المنافذ على جمع الطعام وتغليفه ونقله إلى ثلاجات التبرع.',
    },
    services: [
      { en: 'Surplus food donation', ar: 'التبرع بفائض الطعام' },
      { en: 'Hotel partnerships', ar: 'شراكات مع الفنادق' },
      { en: 'Donation fridges', ar: 'ثلاجات التبرع' },
      { en: 'Composting inedible waste', ar: 'تسميد الهدر غير الصالح للأكل' },
      { en: 'Frozen, vacuum-packed meals', ar: 'وجبات مجمّدة ومفرغة من الهواء' },
      { en: 'Staff training', ar: 'تدريب العاملين' },
    ],
    capacity: {
      en: 'Works with 113 hotels; reported more than 2 million meals diverted from landfill in 2023–2024',
      ar: 'يعمل مع 113 فندقاً؛ وأعلن تحويل أكثر من مليوني وجبة بعيداً عن المكبّات في 2023–2024',
    },
    contact: { phone: '800 9999', website: null },
    facts: [53, 54, 55, 56, 57, 61, 135],
  },
  {
    ...UNSTATED,
    id: 'emirates-red-crescent-preservation-of-grace',
    name: {
      en: 'Emirates Red Crescent – Preservation of Grace (Hifz Al Ne’ma)',
      ar: 'هيئة الهلال الأحمر الإماراتي – مشروع حفظ النعمة',
    },
    type: 'food_redistribution',
    ...PLACES.abu_dhabi,
    speciality: {
      en: 'Since 2004 its Preservation of Grace programme collects untouched leftover food from hotels, palaces and events and delivers ready meals to people in need, using refrigerated warehouses and vans; meat is lab- and vet-checked.',
      ar: 'منذ عام 2004 يجمع مشروع حفظ النعمة الطعام الفائض الذي لم يُمسّ من الفنادق والقصور والمناسبات، ويوصل وجبات جاهزة إلى المحتاجين مستخدماً مستودعات ومركبات مبرّدة، وتُفحص اللحوم مخبرياً وبيطرياً.',
    },
    services: [
      { en: 'Collection from hotels and events', ar: 'الجمع من الفنادق والمناسبات' },
      { en: 'Events of 50+ guests', ar: 'مناسبات من 50 ضيفاً فأكثر' },
      { en: 'Packing advice for small hosts', ar: 'إرشاد المضيفين الصغار إلى التغليف' },
      { en: 'Refrigerated transport', ar: 'نقل مبرّد' },
      { en: 'Ready-meal distribution', ar: 'توزيع وجبات جاهزة' },
    ],
    capacity: {
      en: '834,904 ready meals delivered in 2019',
      ar: '834,904 وجبة جاهزة وُزّعت في عام 2019',
    },
    contact: { phone: null, website: null },
    facts: [64, 65, 140],
  },
  {
    ...UNSTATED,
    id: 'nema',
    name: {
      en: 'ne’ma – National Food Loss and Waste Initiative',
      ar: 'نِعمة – المبادرة الوطنية للحد من فقد وهدر الغذاء',
    },
    type: 'community_service',
    ...PLACES.abu_dhabi,
    speciality: {
      en: 'The national initiative, developed by the Abu Dhabi Crown Prince’s Court, the Emirates Foundation and MOCCAE and launched in 2022, behind the UAE target of halving food waste by 2030. It brings government, business, NGOs and the public together, runs the first national baseline study and publishes practical guides.',
      ar: 'المبادرة الوطنية التي طوّرها ديوان ولي عهد أبوظبي ومؤسسة الإمارات ووزارة التغير المناخي والبيئة وأُطلقت عام 2022، دعماً لهدف الدولة خفض هدر الطعام إلى النصف بحلول 2030. تجمع الحكومة والقطاع الخاص والمنظمات غير الحكومية والجمهور، وتجري أول دراسة وطنية لخط الأساس، وتنشر أدلة عملية.',
    },
    services: [
      { en: 'Awareness campaigns', ar: 'حملات توعية' },
      { en: 'Surplus food rescue', ar: 'إنقاذ فائض الطعام' },
      { en: 'National baseline study', ar: 'الدراسة الوطنية لخط الأساس' },
      { en: 'Business data hub', ar: 'منصة بيانات للشركات' },
      { en: 'Hospitality agreements', ar: 'اتفاقيات مع قطاع الضيافة' },
      { en: 'Restaurant guides', ar: 'أدلة للمطاعم' },
    ],
    capacity: {
      en: 'In 2024: 612,000 kg of food diverted from landfill and 367,450 kg of surplus redistributed, benefiting more than 450,000 people',
      ar: 'في 2024: تحويل 612,000 كغ من الطعام بعيداً عن المكبّات وإعادة توزيع 367,450 كغ من الفائض، استفاد منها أكثر من 450,000 شخص',
    },
    contact: { phone: null, website: null },
    facts: [1, 3, 4, 5, 6, 7, 8, 42, 125],
  },
  {
    ...UNSTATED,
    id: 'dubai-municipality-food-safety',
    name: {
      en: 'Dubai Municipality – Food Safety Department',
      ar: 'بلدية دبي – إدارة سلامة الغذاء',
    },
    type: 'community_service',
    ...PLACES.dubai,
    speciality: {
      en: 'Dubai’s food-safety authority: it issues the Dubai Food Code and the Person-in-Charge programme, and has run food donation since 2008 (relaunched in 2016 as Heafz Al Na’amah) with rules for donating surplus through approved charities. It inspects the mosque donation fridges.',
      ar: 'الجهة المسؤولة عن سلامة الغذاء في دبي: تصدر مدونة دبي للأغذية وبرنامج الشخص المسؤول، وتدير التبرع بالطعام منذ 2008 (أُعيد إطلاقه عام 2016 باسم «حفظ النعمة») بقواعد للتبرع بالفائض عبر الجمعيات الخيرية المعتمدة، وتفتّش ثلاجات التبرع في المساجد.',
    },
    services: [
      { en: 'Food donation guidelines', ar: 'إرشادات التبرع بالطعام' },
      { en: 'Donation fridge inspections', ar: 'تفتيش ثلاجات التبرع' },
      { en: 'Dubai Food Code', ar: 'مدونة دبي للأغذية' },
      { en: 'Person-in-Charge programme', ar: 'برنامج الشخص المسؤول' },
      { en: 'Food-safety awareness', ar: 'التوعية بسلامة الغذاء' },
    ],
    contact: { phone: null, website: 'https://www.foodsafe.ae' },
    facts: [46, 57, 58, 59, 61, 73, 82],
  },
  {
    ...UNSTATED,
    id: 'dubai-municipality-waste-management',
    name: {
      en: 'Dubai Municipality – Waste Management',
      ar: 'بلدية دبي – إدارة النفايات',
    },
    type: 'waste_processing',
    ...PLACES.dubai,
    speciality: {
      en: 'Dubai Municipality’s waste department, which reports that food is 55% of Dubai’s landfill waste in Ramadan. Dubai’s Integrated Waste Management Strategy 2021–2041 aims for zero waste to landfill by 2030, and since January 2022 waste producers such as hotels and malls must separate recyclables.',
      ar: 'إدارة النفايات في بلدية دبي، التي تفيد بأن الطعام يشكّل 55% من نفايات المكبّات في دبي خلال رمضان. وتهدف الاستراتيجية المتكاملة لإدارة النفايات في دبي 2021–2041 إلى عدم إرسال أي نفايات إلى المكبّات بحلول 2030، ومنذ يناير 2022 يلزم منتجو النفايات، كالفنادق ومراكز التسوق، بفرز المواد القابلة لإعادة التدوير.',
    },
    services: [
      { en: 'Recycling separation rules', ar: 'قواعد فرز المواد القابلة للتدوير' },
      { en: 'Zero waste to landfill by 2030', ar: 'صفر نفايات إلى المكبّات بحلول 2030' },
      { en: 'Waste statistics', ar: 'إحصاءات النفايات' },
    ],
    contact: { phone: null, website: null },
    facts: [29, 30, 41],
  },
  {
    ...UNSTATED,
    id: 'adafsa',
    name: {
      en: 'Abu Dhabi Agriculture and Food Safety Authority (ADAFSA)',
      ar: 'هيئة أبوظبي للزراعة والسلامة الغذائية',
    },
    type: 'community_service',
    ...PLACES.abu_dhabi,
    speciality: {
      en: 'Abu Dhabi’s food-safety regulator and author of its food hygiene codes of practice. It runs the “Together, Blessings Last” food-waste campaign, studied Ramadan waste with ne’ma, and piloted turning supermarket food waste into animal feed, fertiliser and biofuel.',
      ar: 'الجهة التنظيمية لسلامة الغذاء في أبوظبي وواضعة مدونات الممارسة الخاصة بصحة الغذاء. تدير حملة «معاً تدوم النعم» للحد من هدر الطعام، ودرست الهدر في رمضان مع «نِعمة»، وجرّبت تحويل هدر الطعام في المتاجر إلى أعلاف حيوانية وأسمدة ووقود حيوي.',
    },
    services: [
      { en: 'Food-safety inspections', ar: 'التفتيش على سلامة الغذاء' },
      { en: 'Codes of practice', ar: 'مدونات الممارسة' },
      { en: 'Food-waste campaign', ar: 'حملة الحد من هدر الطعام' },
      { en: 'Report violations', ar: 'الإبلاغ عن المخالفات' },
      { en: 'Food waste to poultry feed', ar: 'تحويل هدر الطعام إلى أعلاف للدواجن' },
    ],
    contact: { phone: '800555', website: null },
    facts: [7, 38, 47, 48, 66, 134],
  },
  {
    ...UNSTATED,
    id: 'tadweer',
    name: {
      en: 'Tadweer (Abu Dhabi Waste Management Centre)',
      ar: 'تدوير (مركز أبوظبي لإدارة النفايات)',
    },
    type: 'waste_processing',
    ...PLACES.abu_dhabi,
    speciality: {
      en: 'Abu Dhabi’s waste-management centre. It plans for the rise in food waste during Ramadan, advises smaller iftar meal packets, and is a partner in the national food loss and waste baseline study.',
      ar: 'مركز إدارة النفايات في أبوظبي. يستعد لزيادة هدر الطعام في رمضان، وينصح بتقديم وجبات إفطار أصغر، وهو شريك في الدراسة الوطنية لخط الأساس لفقد الغذاء وهدره.',
    },
    services: [
      { en: 'Waste management', ar: 'إدارة النفايات' },
      { en: 'Ramadan operations', ar: 'عمليات شهر رمضان' },
      { en: 'Portion advice', ar: 'نصائح حول الحصص' },
      { en: 'Baseline study partner', ar: 'شريك في دراسة خط الأساس' },
    ],
    contact: { phone: null, website: null },
    facts: [7, 39, 45],
  },
  {
    ...UNSTATED,
    id: 'abu-dhabi-dmt',
    name: {
      en: 'Abu Dhabi Department of Municipalities and Transport',
      ar: 'دائرة البلديات والنقل – أبوظبي',
    },
    type: 'community_service',
    ...PLACES.abu_dhabi,
    speciality: {
      en: 'Abu Dhabi’s municipalities, which report that food is 39% of the emirate’s municipal waste and share household advice: plan meals, buy only what you need, serve smaller portions, store leftovers properly and donate surplus through official channels.',
      ar: 'بلديات أبوظبي، التي تفيد بأن الطعام يشكّل 39% من النفايات البلدية في الإمارة، وتقدّم نصائح للأسر: خطّط لوجباتك، واشترِ ما تحتاجه فقط، وقدّم حصصاً أصغر، واحفظ بقايا الطعام جيداً، وتبرّع بالفائض عبر القنوات الرسمية.',
    },
    services: [
      { en: 'Household food-waste advice', ar: 'نصائح للأسر حول هدر الطعام' },
      { en: 'Municipal waste data', ar: 'بيانات النفايات البلدية' },
      { en: 'Official donation channels', ar: 'قنوات التبرع الرسمية' },
    ],
    contact: { phone: null, website: 'https://www.dmt.gov.ae' },
    facts: [28, 140],
  },
  {
    ...UNSTATED,
    id: 'abu-dhabi-dcd',
    name: {
      en: 'Abu Dhabi Department of Community Development',
      ar: 'دائرة تنمية المجتمع – أبوظبي',
    },
    type: 'community_service',
    ...PLACES.abu_dhabi,
    speciality: {
      en: 'Licenses the charities that may distribute donated meals in Abu Dhabi: restaurants may prepare iftar meals, but only the donor or a licensed charity may hand them out.',
      ar: 'ترخّص الجمعيات الخيرية التي يحق لها توزيع الوجبات المتبرَّع بها في أبوظبي: يجوز للمطاعم إعداد وجبات الإفطار، لكن توزيعها يقتصر على المتبرع نفسه أو جمعية خيرية مرخّصة.',
    },
    services: [
      { en: 'Charity licensing', ar: 'ترخيص الجمعيات الخيرية' },
      { en: 'Iftar distribution rules', ar: 'قواعد توزيع وجبات الإفطار' },
    ],
    contact: { phone: null, website: null },
    facts: [62],
  },
  {
    ...UNSTATED,
    id: 'dubai-iacad',
    name: {
      en: 'Islamic Affairs and Charitable Activities Department (IACAD), Dubai',
      ar: 'دائرة الشؤون الإسلامية والعمل الخيري – دبي',
    },
    type: 'community_service',
    ...PLACES.dubai,
    speciality: {
      en: 'Issues the approvals for distributing iftar meals in Dubai; donations should go through accredited charities.',
      ar: 'تصدر الموافقات على توزيع وجبات الإفطار في دبي؛ وينبغي أن تمر التبرعات عبر الجمعيات الخيرية المعتمدة.',
    },
    services: [
      { en: 'Iftar distribution approvals', ar: 'موافقات توزيع وجبات الإفطار' },
      { en: 'Accredited charities', ar: 'الجمعيات الخيرية المعتمدة' },
    ],
    contact: { phone: null, website: null },
    facts: [63],
  },
  {
    ...UNSTATED,
    id: 'moccae-food-waste-pledge',
    name: {
      en: 'Ministry of Climate Change and Environment – UAE Food Waste Pledge',
      ar: 'وزارة التغير المناخي والبيئة – تعهّد الإمارات للحد من هدر الطعام',
    },
    type: 'community_service',
    ...PLACES.dubai,
    speciality: {
      en: 'The federal ministry behind the UAE Food Waste Pledge (2018): hospitality businesses pledge to save meals, and “Pledge Champions” record their food waste digitally and report it to the ministry. It also oversees the UAE Circular Economy Policy 2021–2031.',
      ar: 'الوزارة الاتحادية التي أطلقت تعهّد الإمارات للحد من هدر الطعام (2018): تتعهد منشآت الضيافة بتوفير الوجبات، ويسجّل «أبطال التعهّد» هدرهم من الطعام رقمياً ويرفعونه إلى الوزارة. وتشرف كذلك على سياسة الإمارات للاقتصاد الدائري 2021–2031.',
    },
    services: [
      { en: 'Food Waste Pledge', ar: 'تعهّد الحد من هدر الطعام' },
      { en: 'Digital waste recording', ar: 'تسجيل الهدر رقمياً' },
      { en: 'Hospitality partners', ar: 'شركاء من قطاع الضيافة' },
      { en: 'Circular economy policy', ar: 'سياسة الاقتصاد الدائري' },
    ],
    contact: { phone: null, website: 'https://www.foodwastepledge.ae' },
    facts: [13, 14, 15],
  },
  {
    ...UNSTATED,
    id: 'sharjah-municipality',
    name: { en: 'Sharjah Municipality', ar: 'بلدية مدينة الشارقة' },
    type: 'community_service',
    ...PLACES.sharjah,
    speciality: {
      en: 'Inspects food outlets in Sharjah and issues the Ramadan permits for daytime takeaway preparation and pre-iftar food displays; it deployed 380 inspectors for Ramadan 2025. Violations can be reported on 993.',
      ar: 'تفتّش منشآت الأغذية في الشارقة وتصدر تصاريح رمضان لإعداد الطعام نهاراً للطلبات الخارجية ولعرض الطعام قبل الإفطار؛ ونشرت 380 مفتشاً في رمضان 2025. ويمكن الإبلاغ عن المخالفات على الرقم 993.',
    },
    services: [
      { en: 'Food inspections', ar: 'التفتيش على الأغذية' },
      { en: 'Ramadan food permits', ar: 'تصاريح الأغذية في رمضان' },
      { en: 'Report violations', ar: 'الإبلاغ عن المخالفات' },
    ],
    contact: { phone: '993', website: null },
    facts: [49],
  },
  {
    ...UNSTATED,
    id: 'ajman-municipality',
    name: {
      en: 'Ajman Municipality and Planning Department',
      ar: 'دائرة البلدية والتخطيط – عجمان',
    },
    type: 'community_service',
    ...PLACES.ajman,
    speciality: {
      en: 'Inspects food establishments in Ajman with the “Raqeeb” smart inspection system; it reported 97% food-safety compliance in Q3 2022.',
      ar: 'تفتّش منشآت الأغذية في عجمان بنظام «رقيب» الذكي للتفتيش؛ وأعلنت نسبة التزام بسلامة الغذاء بلغت 97% في الربع الثالث من 2022.',
    },
    services: [
      { en: 'Food inspections', ar: 'التفتيش على الأغذية' },
      { en: 'Smart inspection (Raqeeb)', ar: 'التفتيش الذكي (رقيب)' },
      { en: 'Compliance reports', ar: 'تقارير الالتزام' },
    ],
    certification: {
      en: 'Food inspection accredited to ISO 17020 by EIAC since 2020',
      ar: 'التفتيش على الأغذية معتمد وفق المواصفة ISO 17020 من مركز الإمارات للاعتماد منذ 2020',
    },
    contact: { phone: null, website: 'https://www.am.gov.ae' },
    facts: [50],
  },
  {
    ...UNSTATED,
    id: 'fujairah-municipality',
    name: { en: 'Fujairah Municipality', ar: 'بلدية الفجيرة' },
    type: 'community_service',
    ...PLACES.fujairah,
    speciality: {
      en: 'Inspects food and health establishments in Fujairah: in one two-month period it inspected 1,917, found violations at 140 and closed 6. Its call centre is 80036.',
      ar: 'تفتّش المنشآت الغذائية والصحية في الفجيرة: خلال شهرين فتّشت 1,917 منشأة، ورصدت مخالفات في 140 منها وأغلقت 6. ورقم مركز الاتصال 80036.',
    },
    services: [
      { en: 'Food inspections', ar: 'التفتيش على الأغذية' },
      { en: 'Health establishment checks', ar: 'فحص المنشآت الصحية' },
      { en: 'Call centre', ar: 'مركز الاتصال' },
    ],
    contact: { phone: '80036', website: null },
    facts: [51],
  },
  {
    ...UNSTATED,
    id: 'ras-al-khaimah-municipality',
    name: {
      en: 'Ras Al Khaimah Municipality / EPDA-RAK',
      ar: 'بلدية رأس الخيمة / هيئة حماية البيئة والتنمية برأس الخيمة',
    },
    type: 'community_service',
    ...PLACES.ras_al_khaimah,
    speciality: {
      en: 'Ras Al Khaimah’s municipal and environment authorities. The fact sheet names them only as stakeholders of the UAE Circular Economy Policy; no food-safety rules of theirs were found.',
      ar: 'الجهتان البلدية والبيئية في رأس الخيمة. لا تذكرهما ورقة الحقائق إلا بوصفهما من أصحاب المصلحة في سياسة الإمارات للاقتصاد الدائري؛ ولم يُعثر على قواعد خاصة بهما لسلامة الغذاء.',
    },
    services: [
      { en: 'Municipal services', ar: 'الخدمات البلدية' },
      { en: 'Circular economy stakeholder', ar: 'من أصحاب المصلحة في الاقتصاد الدائري' },
    ],
    contact: { phone: null, website: null },
    facts: [52],
  },
  {
    ...UNSTATED,
    id: 'umm-al-quwain-municipality',
    name: { en: 'Umm Al Quwain Municipality', ar: 'بلدية أم القيوين' },
    type: 'community_service',
    ...PLACES.umm_al_quwain,
    speciality: {
      en: 'Umm Al Quwain’s municipal authority. The fact sheet names it only as a stakeholder of the UAE Circular Economy Policy; no food-safety rules of its own were found.',
      ar: 'الجهة البلدية في أم القيوين. لا تذكرها ورقة الحقائق إلا بوصفها من أصحاب المصلحة في سياسة الإمارات للاقتصاد الدائري؛ ولم يُعثر على قواعد خاصة بها لسلامة الغذاء.',
    },
    services: [
      { en: 'Municipal services', ar: 'الخدمات البلدية' },
      { en: 'Circular economy stakeholder', ar: 'من أصحاب المصلحة في الاقتصاد الدائري' },
    ],
    contact: { phone: null, website: null },
    facts: [52],
  },
  {
    ...UNSTATED,
    id: 'replate',
    name: { en: 'Replate', ar: 'ريبليت (Replate)' },
    type: 'food_redistribution',
    ...PLACES.dubai,
    speciality: {
      en: 'Works with the UAE Food Bank and Majid Al Futtaim to donate surplus from food outlets in malls to donation fridges, under health supervisors accredited by Dubai Municipality; partner in the “Feed the Future” Ramadan programme.',
      ar: 'يعمل مع بنك الإمارات للطعام وماجد الفطيم على التبرع بفائض منافذ الأغذية في مراكز التسوق إلى ثلاجات التبرع، بإشراف مشرفين صحيين معتمدين من بلدية دبي؛ وهو شريك في برنامج «غذاء المستقبل» الرمضاني.',
    },
    services: [
      { en: 'Surplus from food outlets', ar: 'فائض منافذ الأغذية' },
      { en: 'Donation fridges', ar: 'ثلاجات التبرع' },
      { en: 'Mall partnerships', ar: 'شراكات مع مراكز التسوق' },
    ],
    contact: { phone: null, website: null },
    facts: [61, 135],
  },
  {
    ...UNSTATED,
    id: 'majid-al-futtaim-feed-the-future',
    name: {
      en: 'Majid Al Futtaim – Feed the Future',
      ar: 'ماجد الفطيم – برنامج «غذاء المستقبل»',
    },
    type: 'food_donation_center',
    ...PLACES.dubai,
    speciality: {
      en: 'A Ramadan surplus-donation programme run with Replate and the UAE Food Bank (Carrefour included): in Ramadan 2024, 27 partners at four malls donated more than 12,000 meals.',
      ar: 'برنامج رمضاني للتبرع بالفائض يُنفَّذ مع «ريبليت» وبنك الإمارات للطعام (ويشمل كارفور): في رمضان 2024 تبرّع 27 شريكاً في أربعة مراكز تسوق بأكثر من 12,000 وجبة.',
    },
    services: [
      { en: 'Mall surplus donation', ar: 'التبرع بفائض مراكز التسوق' },
      { en: 'Ramadan programme', ar: 'برنامج رمضاني' },
      { en: 'Retail partners', ar: 'شركاء من قطاع التجزئة' },
    ],
    capacity: {
      en: 'More than 12,000 meals (6,049 kg) donated in Ramadan 2024',
      ar: 'أكثر من 12,000 وجبة (6,049 كغ) تبرّع بها في رمضان 2024',
    },
    contact: { phone: null, website: null },
    facts: [61, 135],
  },
  {
    ...UNSTATED,
    id: 'circa-biotech',
    name: { en: 'Circa Biotech', ar: 'سيركا بايوتك (Circa Biotech)' },
    type: 'waste_processing',
    ...PLACES.abu_dhabi,
    speciality: {
      en: 'Turned food waste from every Spinneys store in Abu Dhabi into animal feed, fertiliser and biofuel in a six-month pilot with ADAFSA, cutting the food waste sent to landfill by 54%.',
      ar: 'حوّلت هدر الطعام من جميع متاجر سبينيس في أبوظبي إلى أعلاف حيوانية وأسمدة ووقود حيوي ضمن تجربة استمرت ستة أشهر مع هيئة أبوظبي للزراعة والسلامة الغذائية، فانخفض هدر الطعام المرسل إلى المكبّات بنسبة 54%.',
    },
    services: [
      { en: 'Animal feed', ar: 'أعلاف حيوانية' },
      { en: 'Fertiliser', ar: 'أسمدة' },
      { en: 'Biofuel', ar: 'وقود حيوي' },
      { en: 'Supermarket food waste', ar: 'هدر الطعام في المتاجر' },
    ],
    contact: { phone: null, website: null },
    facts: [134],
  },
];
