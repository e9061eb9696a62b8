import Localization

/// A real paragraph per language (written for these tests: the same reading in each language).
enum LanguageSamples {
    static let paragraphs: [Language: String] = [
        .en: """
            Your Sun in Leo gives you a warm heart and a natural wish to be seen. The Moon in Cancer makes your home \
            the place where you recharge, and you care deeply for the people who are close to you. With Saturn in the \
            tenth house, success comes slowly but it lasts, because you build it on patience and honest work. This year \
            is a good time to trust your instincts and to share your ideas with others.
            """,
        .uk: """
            Ваше Сонце в Леві дає вам тепле серце і природне бажання бути поміченим. Місяць у Раку робить дім місцем, \
            де ви відновлюєте сили, і ви щиро піклуєтеся про близьких людей. Сатурн у десятому домі означає, що успіх \
            приходить повільно, але залишається надовго, бо ви будуєте його на терпінні та чесній праці. Цей рік добре \
            підходить для того, щоб довіряти своїй інтуїції та ділитися ідеями з іншими.
            """,
        .ru: """
            Ваше Солнце во Льве дарит вам тёплое сердце и естественное желание быть замеченным. Луна в Раке делает дом \
            местом, где вы восстанавливаете силы, и вы искренне заботитесь о близких людях. Сатурн в десятом доме \
            означает, что успех приходит медленно, но остаётся надолго, потому что вы строите его на терпении и честном \
            труде. Этот год хорошо подходит для того, чтобы доверять своей интуиции и делиться идеями с другими.
            """,
        .de: """
            Ihre Sonne im Löwen schenkt Ihnen ein warmes Herz und den natürlichen Wunsch, gesehen zu werden. Der Mond im \
            Krebs macht Ihr Zuhause zu dem Ort, an dem Sie neue Kraft schöpfen, und Sie kümmern sich sehr um die Menschen, \
            die Ihnen nahestehen. Mit Saturn im zehnten Haus kommt der Erfolg langsam, aber er bleibt, weil Sie ihn auf \
            Geduld und ehrliche Arbeit bauen. Dieses Jahr ist eine gute Zeit, um Ihrer Intuition zu vertrauen.
            """,
        .fr: """
            Votre Soleil en Lion vous donne un cœur chaleureux et un désir naturel d'être vu. La Lune en Cancer fait de \
            votre maison le lieu où vous reprenez des forces, et vous prenez soin des personnes qui vous sont proches. \
            Avec Saturne dans la dixième maison, le succès vient lentement, mais il dure, car vous le construisez sur la \
            patience et un travail honnête. Cette année est un bon moment pour faire confiance à votre intuition.
            """,
        .es: """
            Tu Sol en Leo te da un corazón cálido y un deseo natural de ser visto. La Luna en Cáncer hace de tu hogar el \
            lugar donde recuperas las fuerzas, y te preocupas mucho por las personas que están cerca de ti. Con Saturno \
            en la casa diez, el éxito llega despacio, pero se queda, porque lo construyes con paciencia y trabajo \
            honesto. Este año es un buen momento para confiar en tu intuición y compartir tus ideas con los demás.
            """,
        .ptBR: """
            Seu Sol em Leão lhe dá um coração caloroso e um desejo natural de ser visto. A Lua em Câncer faz da sua casa \
            o lugar onde você recupera as forças, e você cuida muito das pessoas que estão perto de você. Com Saturno na \
            casa dez, o sucesso chega devagar, mas permanece, porque você o constrói com paciência e trabalho honesto. \
            Este ano é um bom momento para confiar na sua intuição e compartilhar suas ideias com os outros.
            """,
        .it: """
            Il tuo Sole in Leone ti dona un cuore caldo e un desiderio naturale di essere visto. La Luna in Cancro fa \
            della tua casa il luogo dove ritrovi le forze, e ti prendi molta cura delle persone che ti sono vicine. Con \
            Saturno nella decima casa il successo arriva lentamente, ma dura, perché lo costruisci con pazienza e lavoro \
            onesto. Quest'anno è un buon momento per fidarti del tuo intuito e condividere le tue idee con gli altri.
            """,
        .tr: """
            Aslan burcundaki Güneşin sana sıcak bir kalp ve görülmek için doğal bir istek veriyor. Yengeç burcundaki Ay, \
            evini güç topladığın yer yapıyor ve sana yakın olan insanlara çok özen gösteriyorsun. Satürn onuncu evde \
            olduğu için başarı yavaş geliyor ama kalıcı oluyor, çünkü onu sabır ve dürüst çalışma ile inşa ediyorsun. \
            Bu yıl sezgilerine güvenmek ve fikirlerini başkalarıyla paylaşmak için iyi bir zaman.
            """,
        .ja: """
            あなたの太陽は獅子座にあり、温かい心と人に認められたいという自然な願いを与えています。蟹座の月は、家を心から休める場所にし、\
            身近な人々をとても大切にさせます。土星が第十ハウスにあるため、成功はゆっくりと訪れますが、忍耐と誠実な努力の上に築かれるので\
            長く続きます。今年は自分の直感を信じ、アイデアを周りの人と分かち合うのに良い時期です。
            """,
        .ko: """
            당신의 태양은 사자자리에 있어 따뜻한 마음과 인정받고 싶은 자연스러운 욕구를 줍니다. 게자리의 달은 집을 힘을 되찾는 장소로 \
            만들고, 가까운 사람들을 깊이 아끼게 합니다. 토성이 열 번째 하우스에 있어 성공은 천천히 오지만 인내와 정직한 노력 위에 \
            세워지기 때문에 오래 지속됩니다. 올해는 직관을 믿고 다른 사람들과 아이디어를 나누기에 좋은 시기입니다.
            """,
        .zhHans: """
            你的太阳在狮子座，赋予你一颗温暖的心和希望被看见的自然愿望。巨蟹座的月亮让家成为你恢复力量的地方，你非常关心身边亲近的人。\
            土星在第十宫，意味着成功来得缓慢，但会长久保持，因为你把它建立在耐心和诚实的工作之上。今年是相信自己的直觉、与他人分享想法的好时机。
            """,
        .zhHant: """
            你的太陽在獅子座，賦予你一顆溫暖的心和希望被看見的自然願望。巨蟹座的月亮讓家成為你恢復力量的地方，你非常關心身邊親近的人。\
            土星在第十宮，意味著成功來得緩慢，但會長久保持，因為你把它建立在耐心和誠實的工作之上。今年是相信自己的直覺、與他人分享想法的好時機。
            """,
    ]
}
