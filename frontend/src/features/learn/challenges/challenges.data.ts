// The spec's three built-in challenges. Every step rests on a numbered fact of the sourced UAE fact
// sheet (shared/knowledge/uae-facts.md); `facts` lists the numbers used. Rewards are badges only.
import type { Challenge } from '../types';

export const CHALLENGES: Challenge[] = [
  {
    id: 'zero-waste-week',
    title: { en: 'Zero Waste Week', ar: 'أسبوع بلا هدر' },
    description: {
      en: 'Seven days to see what your home throws away and to cut it: track the bin, shop with a plan, keep the fridge cold and read the dates right.',
      ar: 'سبعة أيام لتعرف ما يرميه بيتك من طعام وتقلّله: راقب سلة المهملات، وتسوّق بخطة، وأبقِ الثلاجة باردة، واقرأ التواريخ قراءة صحيحة.',
    },
    difficulty: 'easy',
    durationDays: 7,
    reward: { en: 'Zero Waste Week badge', ar: 'شارة أسبوع بلا هدر' },
    steps: [
      {
        en: 'Day 1: put every bit of food you throw away into a see-through container and note it in a 7-day tracker; that is your baseline.',
        ar: 'اليوم الأول: ضع كل ما ترميه من طعام في وعاء شفاف وسجّله في متتبّع لسبعة أيام؛ هذا هو خط الأساس لديك.',
      },
      {
        en: 'Plan the week’s meals and shop from a list: buy only what you need and skip impulse and bulk buys.',
        ar: 'خطّط لوجبات الأسبوع وتسوّق بقائمة: اشترِ ما تحتاجه فقط وتجنّب الشراء الاندفاعي والشراء بالجملة.',
      },
      {
        en: 'Check the fridge with a thermometer: keep it between 0 and 5 °C, close the door quickly and bring chilled food home in a cool bag.',
        ar: 'افحص الثلاجة بميزان حرارة: أبقِها بين 0 و5 درجات مئوية، وأغلق بابها بسرعة، واحمل الأطعمة المبرّدة إلى البيت في حقيبة تبريد.',
      },
      {
        en: 'Read the dates: “use by” is about safety, “best before” is about quality; food past its best-before date is usually still safe (eggs are an exception).',
        ar: 'اقرأ التواريخ: «يُستخدم قبل» يتعلق بالسلامة، و«يُفضّل استهلاكه قبل» يتعلق بالجودة؛ والطعام بعد تاريخ «يُفضّل استهلاكه قبل» آمن عادةً (البيض استثناء).',
      },
      {
        en: 'Bread and bakery are the most-wasted foods in UAE homes: buy less, and freeze what you won’t eat before its date.',
        ar: 'الخبز والمخبوزات أكثر ما يُهدر في بيوت الإمارات: اشترِ كمية أقل، وجمّد ما لن تأكله قبل انتهاء تاريخه.',
      },
      {
        en: 'Never leave cooked food out of the fridge for more than 2 hours; keep leftovers covered in the fridge and eat them within 3–4 days.',
        ar: 'لا تترك الطعام المطبوخ خارج الثلاجة أكثر من ساعتين؛ واحفظ بقايا الطعام مغطاة في الثلاجة وتناولها خلال 3 إلى 4 أيام.',
      },
      {
        en: 'When you eat out or order in, order only what you will eat and take restaurant leftovers home.',
        ar: 'عندما تأكل في الخارج أو تطلب الطعام، اطلب ما ستأكله فقط وخذ ما يتبقى من المطعم إلى البيت.',
      },
      {
        en: 'Day 7: compare this week’s container with day 1 and keep the habit that saved the most.',
        ar: 'اليوم السابع: قارن وعاء هذا الأسبوع بما جمعته في اليوم الأول، وحافظ على العادة التي وفّرت أكثر.',
      },
    ],
    facts: [129, 140, 33, 139, 141, 71, 35, 86, 73, 83, 34],
  },
  {
    id: 'portion-control-master',
    title: { en: 'Portion Control Master', ar: 'سيّد التحكم في الحصص' },
    description: {
      en: 'Two weeks of serving less and better: smaller plates, smaller first portions with seconds on offer, and a daily weigh-in of what comes back on the plate.',
      ar: 'أسبوعان من تقديم كميات أقل وبطريقة أفضل: أطباق أصغر، وحصص أولى أصغر مع إتاحة الزيادة، ووزن يومي لما يعود في الأطباق.',
    },
    difficulty: 'medium',
    durationDays: 14,
    reward: { en: 'Portion Control Master badge', ar: 'شارة سيّد التحكم في الحصص' },
    steps: [
      {
        en: 'Week 1, day 1: weigh the food left on plates every day; this is your target–measure–act baseline.',
        ar: 'الأسبوع الأول، اليوم الأول: زِن الطعام المتبقي في الأطباق كل يوم؛ هذا خط الأساس لمنهج «حدّد الهدف، قِس، تصرّف».',
      },
      {
        en: 'Switch to smaller plates: cutting buffet plates from 24 cm to 21 cm cut food waste by 19.5% without making guests less satisfied.',
        ar: 'استخدم أطباقاً أصغر: تصغير أطباق البوفيه من 24 سم إلى 21 سم خفّض هدر الطعام بنسبة 19.5% دون أن يقلّ رضا الضيوف.',
      },
      {
        en: 'Serve a smaller first portion and invite people to come back for more: a sign inviting buffet guests to return cut waste by 20.5%.',
        ar: 'قدّم حصة أولى أصغر وادعُ الناس إلى العودة لأخذ المزيد: لافتة تدعو ضيوف البوفيه إلى العودة خفّضت الهدر بنسبة 20.5%.',
      },
      {
        en: 'Offer more than one portion size: diners leave as much as 17% of their meals uneaten.',
        ar: 'قدّم أكثر من حجم للحصة: يترك روّاد المطاعم ما يصل إلى 17% من وجباتهم دون أن يأكلوه.',
      },
      {
        en: 'Cook for the people who will really eat: predicting guest numbers accurately is one of the biggest drivers of hotel food waste.',
        ar: 'اطبخ لمن سيأكل فعلاً: التنبؤ الدقيق بعدد الضيوف من أكبر العوامل المؤثرة في هدر الطعام في الفنادق.',
      },
      {
        en: 'In Ramadan, make iftar and suhoor portions smaller, and keep a second portion ready for anyone still hungry.',
        ar: 'في رمضان، صغّر حصص الإفطار والسحور، وجهّز حصة ثانية لمن لا يزال جائعاً.',
      },
      {
        en: 'Cook rice in amounts you will eat: cool leftover rice within 1 hour, keep it no more than 1 day in the fridge and reheat it only once.',
        ar: 'اطبخ الأرز بكميات ستأكلها: برّد الأرز المتبقي خلال ساعة واحدة، ولا تحفظه في الثلاجة أكثر من يوم واحد، وأعد تسخينه مرة واحدة فقط.',
      },
      {
        en: 'Day 14: compare week 2’s plate waste with week 1 and keep the portion sizes that worked.',
        ar: 'اليوم الرابع عشر: قارن هدر الأطباق في الأسبوع الثاني بالأسبوع الأول، وحافظ على أحجام الحصص التي نجحت.',
      },
    ],
    facts: [129, 117, 128, 44, 132, 45, 42, 81],
  },
  {
    id: 'surplus-hero',
    title: { en: 'Surplus Hero', ar: 'بطل الفائض' },
    description: {
      en: 'A month of making sure good food is eaten, not binned: rotate stock, keep surplus safe, donate it through official channels and send only true waste to feed or compost.',
      ar: 'شهر تتأكد فيه أن الطعام الصالح يُؤكل ولا يُرمى: دوّر المخزون، واحفظ الفائض آمناً، وتبرّع به عبر القنوات الرسمية، ولا ترسل إلى الأعلاف أو السماد إلا ما هو هدر فعلاً.',
    },
    difficulty: 'hard',
    durationDays: 30,
    reward: { en: 'Surplus Hero badge', ar: 'شارة بطل الفائض' },
    steps: [
      {
        en: 'Week 1: measure for 7 days and sort what is left into edible surplus (to donate) and inedible waste (to compost).',
        ar: 'الأسبوع الأول: قِس لمدة 7 أيام وافرز ما يتبقى إلى فائض صالح للأكل (للتبرع) وهدر غير صالح للأكل (للتسميد).',
      },
      {
        en: 'Rotate stock first-in, first-out, and date-label every opened pack; follow its “after opening” instruction (for example, at or below 4 °C and used within 7 days).',
        ar: 'دوّر المخزون بمبدأ «ما يدخل أولاً يخرج أولاً»، وضع تاريخاً على كل عبوة مفتوحة؛ واتبع تعليمات «بعد الفتح» المكتوبة عليها (مثلاً: عند 4 درجات مئوية أو أقل وتُستهلك خلال 7 أيام).',
      },
      {
        en: 'Keep surplus out of the 5–60 °C danger zone: chill it below 5 °C or keep it hot above 60 °C, and never leave it out for more than 2 hours.',
        ar: 'أبقِ الفائض خارج نطاق الخطر بين 5 و60 درجة مئوية: برّده إلى أقل من 5 درجات أو أبقِه ساخناً فوق 60 درجة، ولا تتركه خارجاً أكثر من ساعتين.',
      },
      {
        en: 'Use the 2-hour/4-hour rule: under 2 hours in the danger zone, use or refrigerate; 2–4 hours, use but do not refrigerate; 4 hours or more, throw it away.',
        ar: 'طبّق قاعدة الساعتين والأربع ساعات: أقل من ساعتين في نطاق الخطر، استخدمه أو برّده؛ من ساعتين إلى أربع، استخدمه ولا تبرّده؛ أربع ساعات أو أكثر، تخلّص منه.',
      },
      {
        en: 'Freeze surplus you cannot use in time, up to its use-by date.',
        ar: 'جمّد الفائض الذي لا تستطيع استخدامه في الوقت المناسب، قبل أن يحلّ تاريخ «يُستخدم قبل».',
      },
      {
        en: 'Donate only untouched, ready-to-eat or packaged halal food, through official channels: the UAE Food Bank (uaefoodbank@dm.gov.ae) or the Red Crescent’s Preservation of Grace.',
        ar: 'تبرّع فقط بطعام لم يُمسّ، جاهز للأكل أو مغلّف وحلال، عبر القنوات الرسمية: بنك الإمارات للطعام (uaefoodbank@dm.gov.ae) أو مشروع حفظ النعمة التابع للهلال الأحمر.',
      },
      {
        en: 'Follow your emirate’s rules: in Abu Dhabi, restaurants may prepare iftar meals but only the donor or a licensed charity distributes them; in Dubai, give through accredited charities.',
        ar: 'اتبع قواعد إمارتك: في أبوظبي يجوز للمطاعم إعداد وجبات الإفطار، لكن توزيعها يكون من المتبرع نفسه أو جمعية خيرية مرخّصة فقط؛ وفي دبي تبرّع عبر الجمعيات المعتمدة.',
      },
      {
        en: 'Send only what nobody can eat onward: animal feed first, then composting; landfill is the last resort.',
        ar: 'لا ترسل إلى المراحل التالية إلا ما لا يصلح لأكل أحد: الأعلاف الحيوانية أولاً، ثم التسميد؛ والمكبّ هو الخيار الأخير.',
      },
    ],
    facts: [129, 55, 84, 73, 74, 79, 86, 57, 59, 64, 140, 62, 63, 96, 134],
  },
];
