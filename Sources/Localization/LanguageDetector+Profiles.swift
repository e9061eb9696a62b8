extension LanguageDetector {
    /// Word lists and character sets the detector scores with. Words shared by two confusable
    /// languages (es/pt "que", "de") count for both and cancel out; the distinctive ones decide.
    enum Profiles {
        struct Latin {
            let language: Language
            let stopWords: Set<String>
            /// Letters that are common in this language and rare or absent in the others.
            let letters: Set<Unicode.Scalar>

            init(language: Language, stopWords: Set<String>, letters: String) {
                self.language = language
                self.stopWords = stopWords
                self.letters = Set(letters.unicodeScalars)
            }
        }

        /// Letters only Ukrainian (і ї є ґ) or only Russian (ы э ъ ё) uses, both cases.
        static let ukrainianLetters = Set("іїєґІЇЄҐ".unicodeScalars)
        static let russianLetters = Set("ыэъёЫЭЪЁ".unicodeScalars)

        static let latin: [Latin] = [
            Latin(language: .en, stopWords: words("""
                the and of to in is you your that it for with as are this be on not by at from or have an \
                will can they their what which when who more about than into these those there been has was \
                our we would could should its yourself
                """), letters: ""),
            Latin(language: .de, stopWords: words("""
                der die das und ist nicht ein eine einen einem einer zu mit sich auf für den dem des von \
                sie ihr ihre ihren es auch wie wenn oder aber bei nach noch nur werden wird sind kann \
                dass diese dieser dieses mehr sehr zum zur im über durch haben hat sein
                """), letters: "äöüß"),
            Latin(language: .fr, stopWords: words("""
                le la les et est un une des du de en que qui dans pour pas vous votre vos sur avec ce \
                cette ces au aux il elle ils se sont plus mais ou comme être avoir fait leur tout très \
                aussi peut sans
                """), letters: "èêàùœç"),
            Latin(language: .es, stopWords: words("""
                el la los las y es un una que de en por con para del se su sus al lo como más pero muy \
                sin sobre también hay donde cuando está están esta este estos ser tu tus usted puede \
                entre hacia le les ya ni
                """), letters: "ñ¿¡"),
            Latin(language: .ptBR, stopWords: words("""
                o os as um uma que de em do da dos das no na nos nas ao à é são mais mas você seu sua \
                seus suas com para por pelo pela também muito isso este esta ele ela quando como entre \
                sem sobre até já ser ter há não
                """), letters: "ãõ"),
            Latin(language: .it, stopWords: words("""
                il lo la gli le e è un una che di del della dei delle in per con su non sono più ma come \
                anche molto questo questa tuo tua tuoi sei nel nella al alla ai alle dal dalla essere \
                può tra fra ha hanno
                """), letters: "ìò"),
            Latin(language: .tr, stopWords: words("""
                ve bir bu da de için ile çok daha gibi olarak olan ama en her sen senin siz sizin ki \
                ne mi mı kendi hem ya veya değil var yok olur olarak şey
                """), letters: "ğışİ"),
        ]

        private static func words(_ list: String) -> Set<String> {
            Set(list.split(whereSeparator: \.isWhitespace).map(String.init))
        }

        /// Aligned pairs: the n-th Simplified character is the n-th Traditional one. Only characters
        /// that do not occur in the other script's ordinary text are listed (no 后/後, 里/裡, 系/係).
        private static let pairedSimplified = """
            这个们时会说为来对过还没发经动现关长开问进应种样学实间头东两业机点从无与义电气变体爱带运务转处难\
            钱岁书让认识请边设计论记话语读谁该调达远选连图场报导将强当归质总结给统细线练组级纪约红网节单华协\
            战财贵资费负责买卖观觉视亲见规车军轻较门闻阳阴险随际陆队预领题颜风飞马鱼鸟龙齐产亚仅众优传伤价兴\
            农决况划则刚创剧办劳势区医卫压县参双号叶吗听启员响团园围国圣坏块坚声备复够夺奋奖妇妈孙宁宝宽寻层\
            岛币师帮广庆库张弹录态怀恋恶惊惯愿户执扩扫扬护担拥择挂挥损换据摄敌数断旧显晓术杀杂权条极构标树桥\
            梦检欢残毕汉汤沟泽洁济浅测润涨温满灵灾灯热烟爷状独环疗尽稳窍紧缘罗职联肃脑脸艺节获虑虽补装谐诚\
            遗邻释钟键镜闭闲阵顺须顾额馆驾验鲜丽乐争亏买仪们优侣俭倾债兰写冯凭击剑劝勋卢卧卷厅厉历厦县叙叹\
            吴呜员咏哑唤喷嘱团坠垒执堕墙壮壳处夸夹奂娱婴宪宫寿尝尧岗峡币帘帜庐廪异弃张弯归彻径恒恳悦悬惧惩
            """
        private static let pairedTraditional = """
            這個們時會說為來對過還沒發經動現關長開問進應種樣學實間頭東兩業機點從無與義電氣變體愛帶運務轉處難\
            錢歲書讓認識請邊設計論記話語讀誰該調達遠選連圖場報導將強當歸質總結給統細線練組級紀約紅網節單華協\
            戰財貴資費負責買賣觀覺視親見規車軍輕較門聞陽陰險隨際陸隊預領題顏風飛馬魚鳥龍齊產亞僅眾優傳傷價興\
            農決況劃則剛創劇辦勞勢區醫衛壓縣參雙號葉嗎聽啟員響團園圍國聖壞塊堅聲備復夠奪奮獎婦媽孫寧寶寬尋層\
            島幣師幫廣慶庫張彈錄態懷戀惡驚慣願戶執擴掃揚護擔擁擇掛揮損換據攝敵數斷舊顯曉術殺雜權條極構標樹橋\
            夢檢歡殘畢漢湯溝澤潔濟淺測潤漲溫滿靈災燈熱煙爺狀獨環療盡穩竅緊緣羅職聯肅腦臉藝節獲慮雖補裝諧誠\
            遺鄰釋鐘鍵鏡閉閒陣順須顧額館駕驗鮮麗樂爭虧買儀們優侶儉傾債蘭寫馮憑擊劍勸勳盧臥捲廳厲歷廈縣敘嘆\
            吳嗚員詠啞喚噴囑團墜壘執墮牆壯殼處誇夾奐娛嬰憲宮壽嘗堯崗峽幣簾幟廬廩異棄張彎歸徹徑恆懇悅懸懼懲
            """

        static let simplifiedOnly: Set<Unicode.Scalar> = differing(pairedSimplified, pairedTraditional)
        static let traditionalOnly: Set<Unicode.Scalar> = differing(pairedTraditional, pairedSimplified)

        /// Characters of `these` that never appear in `others` (drops pairs that happen to coincide).
        private static func differing(_ these: String, _ others: String) -> Set<Unicode.Scalar> {
            let theirs = Set(others.unicodeScalars)
            return Set(these.unicodeScalars.filter { !$0.properties.isWhitespace && !theirs.contains($0) })
        }
    }
}
