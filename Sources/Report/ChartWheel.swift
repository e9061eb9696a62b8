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
    }

    let facts: ChartFacts
    let labels: Labels

    private let size = 600.0
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
        svg.wheel .cusp { stroke: #b3b7c3; stroke-width: .8; }
        svg.wheel .cusp.angle { stroke: #1f2430; stroke-width: 1.8; }
        svg.wheel .tick, svg.wheel .leader { stroke: #6b7080; stroke-width: .7; }
        svg.wheel .aspect { stroke-width: 1.1; opacity: .8; }
        svg.wheel .soft { stroke: #2b6cb0; } svg.wheel .hard { stroke: #c53030; }
        svg.wheel .minor { stroke: #9aa0ac; stroke-dasharray: 3 3; }
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
        parts += houseCusps()
        parts += aspectLines()
        parts += planets()
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

    private func houseCusps() -> [String] {
        guard facts.hasHouses, let cusps = facts.cusps, cusps.count == 12 else { return [] }
        var lines: [String] = []
        for (index, cusp) in cusps.enumerated() {
            let angle = index == 0 || index == 9 ? "cusp angle" : "cusp"
            let inner = point(cusp, aspectRadius)
            let outer = point(cusp, index == 0 || index == 9 ? signOuter + 8 : signInner)
            lines.append(line(inner, outer, angle))
            let next = cusps[(index + 1) % 12]
            let middle = cusp + normalized(next - cusp) / 2
            let label = point(middle, aspectRadius + 12)
            lines.append("<text class=\"house-number\" x=\"\(n(label.x))\" y=\"\(n(label.y))\">\(index + 1)</text>")
        }
        return lines
    }

    private func aspectLines() -> [String] {
        facts.reportableAspects.compactMap { aspect -> String? in
            guard aspect.kind != .conjunction, let first = aspect.first.body, let second = aspect.second.body,
                  ChartFacts.listedBodies.contains(first), ChartFacts.listedBodies.contains(second) else { return nil }
            let kind = switch aspect.kind {
            case .trine, .sextile: "soft"
            case .square, .opposition: "hard"
            default: "minor"
            }
            return line(point(facts.placement(first).longitude, aspectRadius), point(facts.placement(second).longitude, aspectRadius),
                        "aspect \(kind) \(aspect.kind.rawValue)")
        }
    }

    private func planets() -> [String] {
        let bodies = ChartFacts.listedBodies
        let shown = spread(bodies.map { facts.placement($0).longitude })
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
