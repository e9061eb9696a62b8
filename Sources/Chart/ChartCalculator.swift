import Ephemeris

/// What a chart is computed for.
package struct ChartInput: Sendable, Equatable {
    package var time: UniversalTime
    /// Degrees, north positive.
    package var latitude: Double
    /// Degrees, east positive.
    package var longitude: Double
    /// Cusps are computed for each; the first places bodies, rulers and the Part of Fortune. Empty = Placidus.
    package var houseSystems: [HouseSystem]
    /// Without a birth time (the instant is then local noon) there are no angles, houses or Part of Fortune,
    /// and no aspects to the angles.
    package var hasBirthTime: Bool

    package init(time: UniversalTime, latitude: Double, longitude: Double,
                houseSystems: [HouseSystem] = [.placidus], hasBirthTime: Bool = true) {
        self.time = time
        self.latitude = latitude
        self.longitude = longitude
        self.houseSystems = houseSystems
        self.hasBirthTime = hasBirthTime
    }
}

/// Birth instant and place → `Chart`. Pure apart from the `PositionProvider` it is given.
package struct ChartCalculator: Sendable {
    package var provider: any PositionProvider
    package var orbPolicy: OrbPolicy

    package init(provider: any PositionProvider, orbPolicy: OrbPolicy = .standard) {
        self.provider = provider
        self.orbPolicy = orbPolicy
    }

    package func chart(for input: ChartInput) throws(ChartError) -> Chart {
        try ChartError.checkCoordinates(latitude: input.latitude, longitude: input.longitude)
        let (unplaced, orientation) = try fetch(input.time)
        let geometry = HouseGeometry(siderealTime: orientation.greenwichApparentSiderealTime, longitude: input.longitude,
                                     obliquity: orientation.trueObliquity, latitude: input.latitude)
        var systems: [HouseSystem] = []
        for system in input.houseSystems.isEmpty ? [.placidus] : input.houseSystems where !systems.contains(system) {
            systems.append(system)
        }
        let allCusps = input.hasBirthTime ? systems.map(geometry.cusps) : []
        let primary = allCusps.first
        let bodies = BodyTable { body in
            var placement = unplaced[body]
            placement.house = primary?.house(of: placement.longitude)
            return placement
        }
        let angles = input.hasBirthTime ? geometry.angles : nil

        var houses: HouseTable?
        if input.hasBirthTime {
            var table = HouseTable()
            for cusps in allCusps { table[cusps.requested] = cusps.cusps }
            houses = table
        }
        var moving = ChartPoint.aspectPoints.compactMap { point in
            point.body.map { MovingPoint(point: point, longitude: bodies[$0].longitude, speed: bodies[$0].speed) }
        }
        if let angles {
            moving += [MovingPoint(point: .ascendant, longitude: angles.ascendant, speed: 0),
                       MovingPoint(point: .midheaven, longitude: angles.midheaven, speed: 0)]
        }
        return Chart(
            julianDayUT: input.time.julianDay, deltaT: orientation.deltaT, hasBirthTime: input.hasBirthTime,
            bodies: bodies, angles: angles, houses: houses,
            houseSystemRequested: primary?.requested, houseSystemUsed: primary?.used,
            aspects: Aspect.find(among: moving, policy: orbPolicy),
            rulers: primary.map { rulers(houses: $0, bodies: bodies) },
            balance: ChartBalance(signs: Body.planets.map { bodies[$0].sign }),
            moonPhase: MoonPhase(sunLongitude: bodies.sun.longitude, sunDistance: bodies.sun.distance,
                                 moonLongitude: bodies.moon.longitude, moonLatitude: bodies.moon.latitude,
                                 moonDistance: bodies.moon.distance),
            partOfFortune: primary.flatMap { cusps in
                angles.map { PartOfFortune(ascendant: $0.ascendant, sun: bodies.sun.longitude, moon: bodies.moon.longitude, houses: cusps) }
            })
    }

    private func fetch(_ time: UniversalTime) throws(ChartError) -> (BodyTable, EarthOrientation) {
        do {
            let bodies = try BodyTable { BodyPlacement(try provider.position(of: $0, at: time), house: nil) }
            return (bodies, try provider.orientation(at: time))
        } catch let error as EphemerisError where error.code == .ephemerisOutOfRange {
            // The same code and words as `enqueue` uses, so both refuse the same dates the same way.
            throw ChartError(code: .dateOutOfRange, message: "charts can be computed from \(Ephemeris.supportedRangeText) only")
        } catch {
            throw ChartError(code: .positionUnavailable, message: "The ephemeris could not give positions for this instant: \(error)")
        }
    }

    private func rulers(houses: HouseCusps, bodies: BodyTable) -> [HouseRuler] {
        houses.cusps.enumerated().map { index, cusp in
            let sign = ZodiacSign(longitude: cusp)
            func placement(_ body: Body) -> HouseRuler.Placement {
                HouseRuler.Placement(body: body, sign: bodies[body].sign, house: bodies[body].house ?? houses.house(of: bodies[body].longitude))
            }
            return HouseRuler(house: index + 1, cuspSign: sign, traditional: placement(sign.traditionalRuler),
                              modern: placement(sign.modernRuler))
        }
    }
}
