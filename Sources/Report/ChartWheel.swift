import Chart
import Ephemeris
import Foundation

/// The chart wheel as an SVG drawn from the computed chart: a sign ring with glyphs, house cusps (ASC on
/// the left, signs counter-clockwise), planets with glyphs spread apart where they crowd, and aspect lines
/// coloured by kind. Names come in `labels` (the report's language) and appear as tooltips and aria text.
struct ChartWheel {
    struct Labels {
        var title: String
        /// Tooltip per body, e.g. "Sonne 4°43′ Widder".
        var bodies: [Body: String]
        var signs: [String]
        /// The four angles' abbreviations in the report's language: AC, DC, MC, IC (`point.abbr.*`).
        var angles: [String]
    }

    let facts: ChartFacts
    let labels: Labels

    /// Room outside the sign ring (radius 290) for the angles' labels.
    private let size = 640.0
    private var center: Double { size / 2 }
    private let signOuter = 290.0, signInner = 248.0, planetRadius = 215.0, aspectRadius = 150.0
    /// Glyphs closer than this (degrees) are pushed apart.
    private let minimumSeparation = 8.0

    /// Longitude at the left horizon: the Ascendant, or 0° Aries without a birth time.
    private var leftLongitude: Double { facts.chart.angles?.ascendant ?? 0 }

    /// The wheel's own look, inside the SVG, so every page that shows it (the report, the share cover) draws it alike.
    static let style = """
        <style>
        svg.wheel { font-family: "DejaVu Sans", "Noto Sans Symbols", "Noto Sans Symbols 2", sans-serif; }
        svg.wheel .ring { fill: none; stroke: #8a8fa0; stroke-width: 1; }
        svg.wheel .sign { stroke: #8a8fa0; stroke-width: .8; }
        svg.wheel .fire { fill: #fde8e1; } svg.wheel .earth { fill: #e9f3e1; }
        svg.wheel .air { fill: #fdf7dc; } svg.wheel .water { fill: #e1ecfa; }
        svg.wheel text { text-anchor: middle; dominant-baseline: central; }
        svg.wheel .sign-glyph { font-size: 20px; fill: #3c4150; }
        svg.wheel .planet-glyph { font-size: 19px; fill: #1f2430; }
        svg.wheel .house-number { font-size: 10px; fill: #8a8fa0; }
        svg.wheel .angle-label { font-size: 12px; font-weight: bold; fill: #1f2430; }
        svg.wheel .cusp { stroke: #b3b7c3; stroke-width: .8; }
        svg.wheel .cusp.angle { stroke: #1f2430; stroke-width: 1.8; }
        svg.wheel .tick, svg.wheel .leader { stroke: #6b7080; stroke-width: .7; }
        svg.wheel .aspect { stroke-width: 1.1; opacity: .8; }
        svg.wheel .soft { stroke: #2b6cb0; } svg.wheel .hard { stroke: #c53030; }
        svg.wheel .minor { stroke: #9aa0ac; stroke-dasharray: 3 3; }
        svg.wheel .conjunct { stroke: #6b46c1; stroke-width: 2.2; }
        </style>
        """

    func svg() -> String {
        var parts: [String] = []
        parts.append("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(n(size)) \(n(size))\" role=\"img\" "
            + "aria-label=\"\(HTMLText.escaped(labels.title))\" class=\"wheel\">")
        parts.append("<title>\(HTMLText.escaped(labels.title))</title>")
        parts.append(Self.style)
        parts.append(circle(signOuter, "ring"))
        parts.append(circle(signInner, "ring"))
        parts.append(circle(aspectRadius, "ring inner"))
        parts += signRing()
        let shown = displayedLongitudes()
        parts += houseCusps(around: shown)
        parts += angleAxes(around: shown)
        parts += aspectLines()
        parts += planets(shown)
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }

    private func signRing() -> [String] {
        (0..<12).flatMap { index -> [String] in
            let start = Double(index) * 30
            let element = ["fire", "earth", "air", "water"][index % 4]
            let glyph = point(start + 15, (signOuter + signInner) / 2)
            return [
                "<path class=\"sign \(element)\" d=\"\(sector(from: start, to: start + 30))\"/>",
                "<text class=\"sign-glyph\" x=\"\(n(glyph.x))\" y=\"\(n(glyph.y))\"><title>\(HTMLText.escaped(labels.signs[index]))</title>"
                    + "\(ChartFacts.signGlyphs[index])</text>",
            ]
        }
    }

    /// House cusps from the aspect circle to the sign ring (never into it), numbered inside; a cusp that is also an
    /// angle is drawn by `angleAxes`.
    private func houseCusps(around shown: [Double]) -> [String] {
        guard facts.hasHouses, let cusps = facts.cusps, cusps.count == 12 else { return [] }
        let angles = facts.chart.angles.map { [$0.ascendant, $0.midheaven] } ?? []
        var lines: [String] = []
        for (index, cusp) in cusps.enumerated() {
            if !angles.contains(where: { abs(normalized($0 - cusp + 180) - 180) < 0.01 }) {
                lines += radial(cusp, from: aspectRadius, to: signInner, className: "cusp", around: shown)
            }
            let next = cusps[(index + 1) % 12]
            let middle = cusp + normalized(next - cusp) / 2
            let label = point(middle, aspectRadius + 12)
            lines.append("<text class=\"house-number\" x=\"\(n(label.x))\" y=\"\(n(label.y))\">\(index + 1)</text>")
        }
        return lines
    }

    /// The horizon and meridian: AC–DC and MC–IC from the aspect circle to the sign ring, labelled outside the
    /// wheel, whatever the house system (in whole-sign and equal houses the MC is no cusp, yet it is listed).
    private func angleAxes(around shown: [Double]) -> [String] {
        guard facts.hasHouses, let angles = facts.chart.angles else { return [] }
        let ends = [angles.ascendant, angles.ascendant + 180, angles.midheaven, angles.midheaven + 180]
        return zip(ends, labels.angles).flatMap { longitude, label -> [String] in
            let place = point(longitude, signOuter + 16)
            return radial(longitude, from: aspectRadius, to: signInner, className: "cusp angle", around: shown)
                + ["<text class=\"angle-label\" x=\"\(n(place.x))\" y=\"\(n(place.y))\">\(HTMLText.escaped(label))</text>"]
        }
    }

    /// A line along one longitude between two radii, broken around any planet glyph drawn within a few degrees of it.
    private func radial(_ longitude: Double, from inner: Double, to outer: Double, className: String, around shown: [Double]) -> [String] {
        let crossesGlyph = shown.contains { abs(normalized($0 - longitude + 180) - 180) < glyphClearance }
        guard crossesGlyph else { return [line(point(longitude, inner), point(longitude, outer), className)] }
        return [line(point(longitude, inner), point(longitude, planetRadius - 14), className),
                line(point(longitude, planetRadius + 14), point(longitude, outer), className)]
    }

    /// Degrees either side of a planet glyph that a radial line must keep clear of.
    private let glyphClearance = 4.5

    /// Exactly the listed aspects (`ChartFacts.aspects`), those to the Ascendant and the Midheaven included: a line
    /// across the inner circle, or for a conjunction an arc along it between the two points.
    private func aspectLines() -> [String] {
        facts.aspects.compactMap { aspect -> String? in
            guard let first = longitude(aspect.first), let second = longitude(aspect.second) else { return nil }
            let kind = switch aspect.kind {
            case .conjunction: "conjunct"
            case .trine, .sextile: "soft"
            case .square, .opposition: "hard"
            default: "minor"
            }
            let classes = "aspect \(kind) \(aspect.kind.rawValue)"
            guard aspect.kind == .conjunction else {
                return line(point(first, aspectRadius), point(second, aspectRadius), classes)
            }
            let start = point(first, aspectRadius - 6), end = point(second, aspectRadius - 6)
            // Counter-clockwise on screen is increasing longitude; the short way round.
            let sweep = normalized(second - first) < 180 ? 0 : 1
            return "<path class=\"\(classes)\" d=\"M \(n(start.x)) \(n(start.y)) A \(n(aspectRadius - 6)) \(n(aspectRadius - 6)) 0 0 \(sweep) \(n(end.x)) \(n(end.y))\" fill=\"none\"/>"
        }
    }

    /// Where a point is drawn: a listed body's longitude or an angle's.
    private func longitude(_ point: ChartPoint) -> Double? {
        switch point {
        case .ascendant: facts.chart.angles?.ascendant
        case .midheaven: facts.chart.angles?.midheaven
        default: point.body.flatMap { ChartFacts.listedBodies.contains($0) ? facts.placement($0).longitude : nil }
        }
    }

    /// Where each listed body's glyph is drawn, spread apart where they crowd.
    private func displayedLongitudes() -> [Double] {
        spread(ChartFacts.listedBodies.map { facts.placement($0).longitude })
    }

    private func planets(_ shown: [Double]) -> [String] {
        let bodies = ChartFacts.listedBodies
        return zip(bodies, shown).flatMap { body, displayed -> [String] in
            let actual = facts.placement(body).longitude
            let glyph = point(displayed, planetRadius)
            let tooltip = HTMLText.escaped(labels.bodies[body] ?? "")
            return [
                line(point(actual, signInner), point(actual, signInner - 8), "tick"),
                line(point(actual, signInner - 8), point(displayed, planetRadius + 12), "leader"),
                line(point(actual, aspectRadius), point(actual, aspectRadius + 4), "tick"),
                "<text class=\"planet-glyph\" x=\"\(n(glyph.x))\" y=\"\(n(glyph.y))\"><title>\(tooltip)</title>\(ChartFacts.glyph(body))</text>",
            ]
        }
    }

    /// Display longitudes at least `minimumSeparation` apart where possible: neighbours that crowd are
    /// pushed apart symmetrically, a few passes over the circle (12 glyphs need at most 96° of 360°).
    func spread(_ longitudes: [Double]) -> [Double] {
        var order = longitudes.indices.sorted { longitudes[$0] < longitudes[$1] }
        var shown = longitudes
        for _ in 0..<30 {
            var moved = false
            for position in order.indices {
                let a = order[position], b = order[(position + 1) % order.count]
                guard a != b else { continue }
                let gap = normalized(shown[b] - shown[a])
                if gap < minimumSeparation - 0.01 {
                    let push = (minimumSeparation - gap) / 2
                    shown[a] = normalized(shown[a] - push)
                    shown[b] = normalized(shown[b] + push)
                    moved = true
                }
            }
            if !moved { break }
            order = order.sorted { normalized(shown[$0] - shown[order[0]]) < normalized(shown[$1] - shown[order[0]]) }
        }
        return shown
    }

    // MARK: geometry

    private func point(_ longitude: Double, _ radius: Double) -> (x: Double, y: Double) {
        let angle = (180 + longitude - leftLongitude) * Double.pi / 180
        return (center + radius * cos(angle), center - radius * sin(angle))
    }

    private func sector(from start: Double, to end: Double) -> String {
        let (a, b) = (point(start, signOuter), point(end, signOuter))
        let (c, d) = (point(end, signInner), point(start, signInner))
        return "M\(n(a.x)) \(n(a.y))A\(n(signOuter)) \(n(signOuter)) 0 0 0 \(n(b.x)) \(n(b.y))"
            + "L\(n(c.x)) \(n(c.y))A\(n(signInner)) \(n(signInner)) 0 0 1 \(n(d.x)) \(n(d.y))Z"
    }

    private func circle(_ radius: Double, _ className: String) -> String {
        "<circle class=\"\(className)\" cx=\"\(n(center))\" cy=\"\(n(center))\" r=\"\(n(radius))\"/>"
    }

    private func line(_ from: (x: Double, y: Double), _ to: (x: Double, y: Double), _ className: String) -> String {
        "<line class=\"\(className)\" x1=\"\(n(from.x))\" y1=\"\(n(from.y))\" x2=\"\(n(to.x))\" y2=\"\(n(to.y))\"/>"
    }

    private func normalized(_ degrees: Double) -> Double {
        let r = degrees.truncatingRemainder(dividingBy: 360)
        return r < 0 ? r + 360 : r
    }

    /// One decimal, fixed notation, "." separator: stable bytes for golden files.
    private func n(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        return "\(sign)\(abs(tenths) / 10).\(abs(tenths) % 10)"
    }
}
