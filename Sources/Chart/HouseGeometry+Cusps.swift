/// Twelve cusps of one house system, and which system really produced them.
package struct HouseCusps: Sendable, Equatable {
    package var requested: HouseSystem
    /// Differs from `requested` only when Placidus or Koch is asked for inside a polar circle (then Porphyry).
    package var used: HouseSystem
    /// Ecliptic longitudes, index 0 = cusp of house 1.
    package var cusps: [Double]

    package init(requested: HouseSystem, used: HouseSystem, cusps: [Double]) {
        self.requested = requested
        self.used = used
        self.cusps = cusps
    }

    /// House 1…12 holding an ecliptic longitude: the house whose cusp it has most recently passed.
    package func house(of longitude: Double) -> Int {
        var best = 0, bestDistance = 360.0
        for (index, cusp) in cusps.enumerated() {
            let distance = Degrees.normalized(longitude - cusp)
            if distance < bestDistance { best = index; bestDistance = distance }
        }
        return best + 1
    }
}

extension HouseGeometry {
    /// The fallback for systems undefined inside the polar circles: Porphyry needs only the ASC and MC.
    package static let polarFallback = HouseSystem.porphyry

    package func cusps(_ system: HouseSystem) -> HouseCusps {
        let used = isPolar && (system == .placidus || system == .koch) ? Self.polarFallback : system
        return HouseCusps(requested: system, used: used, cusps: cuspLongitudes(used))
    }

    private func cuspLongitudes(_ system: HouseSystem) -> [Double] {
        let asc = ascendant, mc = midheaven
        switch system {
        case .equal:
            return (0..<12).map { Degrees.normalized(asc + Double($0) * 30) }
        case .wholeSign:
            // An Ascendant exactly on a sign boundary comes out of atan2 a few 1e-14° short of it; 1e-9° (4 µas)
            // of slack keeps it in the sign it is really on.
            let first = ((asc + 1e-9) / 30).rounded(.down) * 30
            return (0..<12).map { Degrees.normalized(first + Double($0) * 30) }
        case .porphyry:
            let upper = Degrees.normalized(asc - mc) / 3 // each of houses 10, 11, 12
            let lower = 60 - upper                       // each of houses 1, 2, 3
            return quadrants(asc: asc, mc: mc, c11: mc + upper, c12: mc + 2 * upper, c2: asc + lower, c3: asc + 2 * lower)
        case .regiomontanus:
            // House circles through the north and south points cut the equator every 30° from the meridian.
            func cusp(_ h: Double) -> Double {
                ascendant(rightAscension: armc + h - 90, pole: Degrees.atan2(tanLatitude * Degrees.sin(h), 1))
            }
            return turnedWhenPolar(quadrants(asc: asc, mc: mc, c11: cusp(30), c12: cusp(60), c2: cusp(120), c3: cusp(150)))
        case .campanus:
            // House circles through the north and south points cut the prime vertical every 30° from the zenith.
            func cusp(_ h: Double) -> Double {
                let offset = Degrees.atan2(Degrees.sin(h) * Degrees.cos(latitude), Degrees.cos(h))
                return ascendant(rightAscension: armc + offset - 90, pole: Degrees.asin(Degrees.sin(latitude) * Degrees.sin(h)))
            }
            return turnedWhenPolar(quadrants(asc: asc, mc: mc, c11: cusp(30), c12: cusp(60), c2: cusp(120), c3: cusp(150)))
        case .koch:
            // Ascendants at the moments that trisect the MC degree's diurnal semi-arc in time.
            let semiArc = 90 + Degrees.asin(clamped(tanLatitude * Degrees.tan(declination(longitude: mc))))
            func cusp(_ shift: Double) -> Double { ascendant(rightAscension: armc + shift, pole: latitude) }
            return quadrants(asc: asc, mc: mc, c11: cusp(-2 * semiArc / 3), c12: cusp(-semiArc / 3),
                             c2: cusp(semiArc / 3), c3: cusp(2 * semiArc / 3))
        case .placidus:
            return quadrants(asc: asc, mc: mc, c11: placidus(1.0 / 3, below: false), c12: placidus(2.0 / 3, below: false),
                             c2: placidus(1.0 / 3, below: true), c3: placidus(2.0 / 3, below: true))
        }
    }

    /// Placidus: the degree that has covered `fraction` of its own diurnal semi-arc since culminating (above the
    /// horizon) or of its nocturnal semi-arc since rising (below). The semi-arc depends on the degree's own
    /// declination, so the cusp is the fixed point λ = F(λ). Plain iteration needs up to 60 steps near the polar
    /// circles; the secant method on F(λ) − λ needs at most 10 and stops within 1e-9° (4 µas) of the fixed point.
    private func placidus(_ fraction: Double, below: Bool) -> Double {
        func next(_ lambda: Double) -> Double {
            let ascensionalDifference = Degrees.asin(clamped(tanLatitude * Degrees.tan(declination(longitude: lambda))))
            let diurnal = 90 + ascensionalDifference
            return longitude(rightAscension: below ? armc + diurnal + fraction * (180 - diurnal) : armc + fraction * diurnal)
        }
        func gap(_ lambda: Double) -> Double { Degrees.difference(next(lambda), lambda) }
        var x0 = longitude(rightAscension: armc + (below ? 90 + fraction * 90 : fraction * 90)), g0 = gap(x0)
        var x1 = x0 + g0, g1 = gap(x1)
        var steps = 0
        while abs(g1) > 1e-9, g1 != g0, steps < 30 {
            (x0, g0, x1) = (x1, g1, x1 - g1 * (x1 - x0) / (g1 - g0))
            g1 = gap(x1)
            steps += 1
        }
        return Degrees.normalized(x1)
    }

    private func quadrants(asc: Double, mc: Double, c11: Double, c12: Double, c2: Double, c3: Double) -> [Double] {
        [asc, c2, c3, mc + 180, c11 + 180, c12 + 180, asc + 180, c2 + 180, c3 + 180, mc, c11, c12].map(Degrees.normalized)
    }

    /// Regiomontanus and Campanus build their houses on the horizon as it is: when the Ascendant had to be
    /// turned (see `ascendant`), their whole frame is turned with it, so cusp 10 is then the IC, as in the
    /// Swiss Ephemeris (checked against it in Fixtures/polar_houses.jsonl). Cusp 1 is the Ascendant either way.
    private func turnedWhenPolar(_ cusps: [Double]) -> [Double] {
        guard isAscendantTurned else { return cusps }
        return cusps.enumerated().map { $0.offset % 6 == 0 ? $0.element : Degrees.normalized($0.element + 180) }
    }

    private func clamped(_ x: Double) -> Double { min(1, max(-1, x)) }
}
