/// One body's Chebyshev series over consecutive equal intervals of TT: longitude from the mean
/// equinox of date, latitude (degrees) and distance (au), each with its own number of terms.
struct ChebyshevTable: Sendable {
    /// Value and rate (per day) of the three tabulated components at one instant.
    struct Sample {
        var longitude: Double, latitude: Double, distance: Double
        var longitudeRate: Double, latitudeRate: Double, distanceRate: Double
    }

    let start: Double
    let intervalDays: Double
    let intervalCount: Int
    /// Terms kept for longitude, latitude and distance.
    let termCounts: (Int, Int, Int)
    /// Per interval: longitude terms, then latitude terms, then distance terms.
    let coefficients: [Double]

    var end: Double { start + intervalDays * Double(intervalCount) }
    var stride: Int { termCounts.0 + termCounts.1 + termCounts.2 }

    func covers(_ julianDay: Double) -> Bool { julianDay >= start && julianDay <= end }

    /// Caller checks `covers` first; the last interval also serves its closing instant.
    func sample(at julianDay: Double) -> Sample {
        let position = (julianDay - start) / intervalDays
        let index = min(max(Int(position), 0), intervalCount - 1)
        let x = 2 * (position - Double(index)) - 1
        let scale = 2 / intervalDays
        return coefficients.withUnsafeBufferPointer { all in
            var offset = index * stride
            let lon = Self.evaluate(all, offset, termCounts.0, x)
            offset += termCounts.0
            let lat = Self.evaluate(all, offset, termCounts.1, x)
            offset += termCounts.1
            let dist = Self.evaluate(all, offset, termCounts.2, x)
            return Sample(longitude: lon.value, latitude: lat.value, distance: dist.value,
                          longitudeRate: lon.slope * scale, latitudeRate: lat.slope * scale,
                          distanceRate: dist.slope * scale)
        }
    }

    /// Sum of c_k T_k(x) and its derivative d/dx, by the three-term recurrences.
    @inline(__always)
    private static func evaluate(_ c: UnsafeBufferPointer<Double>, _ offset: Int, _ count: Int,
                                 _ x: Double) -> (value: Double, slope: Double) {
        var value = c[offset]
        guard count > 1 else { return (value, 0) }
        var tPrevious = 1.0, t = x
        var dPrevious = 0.0, d = 1.0
        value += c[offset + 1] * x
        var slope = c[offset + 1]
        var k = 2
        while k < count {
            let tNext = 2 * x * t - tPrevious
            let dNext = 2 * t + 2 * x * d - dPrevious
            tPrevious = t; t = tNext
            dPrevious = d; d = dNext
            value += c[offset + k] * t
            slope += c[offset + k] * d
            k += 1
        }
        return (value, slope)
    }
}
