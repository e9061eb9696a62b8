import Ephemeris

/// A computed natal chart; its `Codable` form is one line of `astrosvitla chart --jsonl` output
/// (documented key by key in docs/chart-json.md):
///
/// - `julianDayUT` (Julian day, UT), `deltaT` (TT − UT, seconds)
/// - `bodies.{sun … pluto, meanNode, trueNode, southNode, lilith}` = `{longitude, latitude, distance, speed,
///   retrograde, sign, house}`; `house` is absent when the birth time is unknown
/// - `angles.{ascendant, midheaven, armc, vertex}`, absent when the birth time is unknown
/// - `houses.{placidus, koch, equal, wholeSign, porphyry, regiomontanus, campanus}`: 12 cusps of each requested system
/// - `houseSystemRequested`, `houseSystemUsed`: the first requested system places bodies and rulers; inside the
///   polar circles Placidus and Koch are replaced by Porphyry and `houseSystemUsed` says so
/// - `aspects`, `rulers`, `balance`, `moonPhase`, `partOfFortune`, `hasBirthTime`
/// - `birthDay`: without a birth time, the planets over the whole local birth day (reports only; `chart --jsonl`
///   lines have none)
package struct Chart: Sendable, Equatable, Codable {
    package var julianDayUT: Double
    package var deltaT: Double
    package var hasBirthTime: Bool
    package var bodies: BodyTable
    package var angles: Angles?
    package var houses: HouseTable?
    package var houseSystemRequested: HouseSystem?
    package var houseSystemUsed: HouseSystem?
    package var aspects: [Aspect]
    package var rulers: [HouseRuler]?
    package var balance: ChartBalance
    package var moonPhase: MoonPhase
    package var partOfFortune: PartOfFortune?
    package var birthDay: BirthDay? = nil
}

/// One body in the chart.
package struct BodyPlacement: Sendable, Equatable, Codable {
    package var longitude: Double
    package var latitude: Double
    package var distance: Double
    package var speed: Double
    package var retrograde: Bool
    package var sign: ZodiacSign
    /// 1…12 in the primary house system; nil without a birth time.
    package var house: Int?

    /// In sorted order, as `chart --jsonl` writes them (nothing to reorder for fourteen bodies per chart).
    enum CodingKeys: String, CodingKey { case distance, house, latitude, longitude, retrograde, sign, speed }

    /// 0 ≤ degrees within the sign < 30.
    package var degreeInSign: Double { longitude - Double(Int(longitude / 30)) * 30 }

    package init(_ position: EclipticPosition, house: Int?) {
        longitude = position.longitude
        latitude = position.latitude
        distance = position.distance
        speed = position.speed
        retrograde = position.isRetrograde
        sign = ZodiacSign(longitude: position.longitude)
        self.house = house
    }
}

/// All fourteen bodies, as named keys in a fixed order.
package struct BodyTable: Sendable, Equatable, Codable {
    package var sun, moon, mercury, venus, mars, jupiter, saturn, uranus, neptune, pluto: BodyPlacement
    package var meanNode, trueNode, southNode, lilith: BodyPlacement

    /// In sorted order, as `chart --jsonl` writes them.
    enum CodingKeys: String, CodingKey {
        case jupiter, lilith, mars, meanNode, mercury, moon, neptune, pluto, saturn, southNode, sun, trueNode, uranus, venus
    }

    init(_ placement: (Body) throws -> BodyPlacement) rethrows {
        (sun, moon, mercury) = (try placement(.sun), try placement(.moon), try placement(.mercury))
        (venus, mars, jupiter) = (try placement(.venus), try placement(.mars), try placement(.jupiter))
        (saturn, uranus, neptune, pluto) = (try placement(.saturn), try placement(.uranus), try placement(.neptune), try placement(.pluto))
        (meanNode, trueNode) = (try placement(.meanNode), try placement(.trueNode))
        (southNode, lilith) = (try placement(.southNode), try placement(.lilith))
    }

    package subscript(body: Body) -> BodyPlacement {
        switch body {
        case .sun: sun
        case .moon: moon
        case .mercury: mercury
        case .venus: venus
        case .mars: mars
        case .jupiter: jupiter
        case .saturn: saturn
        case .uranus: uranus
        case .neptune: neptune
        case .pluto: pluto
        case .meanNode: meanNode
        case .trueNode: trueNode
        case .southNode: southNode
        case .lilith: lilith
        }
    }
}

/// The cusps of each requested system (index 0 = house 1); systems not requested are absent from the JSON.
package struct HouseTable: Sendable, Equatable, Codable {
    package var placidus, koch, equal, wholeSign, porphyry, regiomontanus, campanus: [Double]?

    package subscript(system: HouseSystem) -> [Double]? {
        get {
            switch system {
            case .placidus: placidus
            case .koch: koch
            case .equal: equal
            case .wholeSign: wholeSign
            case .porphyry: porphyry
            case .regiomontanus: regiomontanus
            case .campanus: campanus
            }
        }
        set {
            switch system {
            case .placidus: placidus = newValue
            case .koch: koch = newValue
            case .equal: equal = newValue
            case .wholeSign: wholeSign = newValue
            case .porphyry: porphyry = newValue
            case .regiomontanus: regiomontanus = newValue
            case .campanus: campanus = newValue
            }
        }
    }
}
