import Ephemeris
import Foundation
import JSON
import TimeZones

/// One input line of `astrosvitla chart --jsonl`: either a UT instant and a place,
/// `{"utc": "2038-05-09T07:04:00Z", "latitude": -47.33, "longitude": 164.2}`, or a job's birth object
/// (see `BirthData`; bare or wrapped as `{"birth": {…}}`), each with optional `"houseSystems": ["placidus", …]`.
package struct ChartRequestLine: Sendable, Equatable {
    package enum Moment: Sendable, Equatable {
        case utc(String, latitude: Double, longitude: Double)
        case birth(BirthData)
    }

    package var moment: Moment
    /// As written; checked by `chartInput`. Absent = Placidus.
    package var houseSystems: [String]?

    package init(moment: Moment, houseSystems: [String]? = nil) {
        self.moment = moment
        self.houseSystems = houseSystems
    }

    /// Reads one JSON line with the strict parser and the one birth reader. A field of the wrong type or value
    /// is reported as `invalid_field` (the code this interface has always documented), a missing one as
    /// `missing_field`, an unknown one as `unknown_field`; fields are named as in the line, without a `birth.` prefix.
    package static func parse(_ line: Data) throws(ChartError) -> ChartRequestLine {
        guard let text = String(validating: line, as: UTF8.self) else {
            throw ChartError(code: .invalidJson, message: "The line is not UTF-8 text.")
        }
        let value: JSONValue
        do { value = try JSONParser.parse(text) } catch {
            throw ChartError(code: error.kind == .tooDeep ? .nestingTooDeep : .invalidJson,
                             message: "The line is not valid JSON (column \(error.column): \(error.reason)).")
        }
        guard case .object = value else { throw ChartError(code: .invalidJson, message: "The line is not a JSON object.") }
        do {
            return try read(JSONObjectReader<ChartDomain>(value, path: ""))
        } catch where error.code == .wrongType || error.code == .invalidValue {
            throw ChartError(code: .invalidField, field: error.field, message: error.message)
        }
    }

    private static func read(_ line: JSONObjectReader<ChartDomain>) throws(ChartError) -> ChartRequestLine {
        var houseSystems: [String]?
        if let value = line.object["houseSystems"], value != .null {
            let names = (value.array ?? []).compactMap(\.string)
            guard let items = value.array, names.count == items.count else {
                throw ChartError(code: .invalidField, field: "houseSystems", message: "expected an array of house system names")
            }
            houseSystems = names
        }
        if line.object["utc"] != nil {
            try line.rejectUnknownKeys(["utc", "latitude", "longitude", "houseSystems"])
            return ChartRequestLine(moment: .utc(try line.string("utc"), latitude: try line.number("latitude"),
                                                 longitude: try line.number("longitude")), houseSystems: houseSystems)
        }
        if let birth = line.object["birth"] {
            try line.rejectUnknownKeys(["birth", "houseSystems"])
            return ChartRequestLine(moment: .birth(try BirthData.parse(try JSONObjectReader<ChartDomain>(birth, path: ""))), houseSystems: houseSystems)
        }
        return ChartRequestLine(moment: .birth(try BirthData.parse(line, also: ["houseSystems"])), houseSystems: houseSystems)
    }

    /// Validates everything and gives what `ChartCalculator.chart(for:)` needs.
    package func chartInput(zones: BirthData.ZoneLookup) throws(ChartError) -> ChartInput {
        var systems: [HouseSystem] = []
        for name in houseSystems ?? [HouseSystem.placidus.rawValue] {
            guard let system = HouseSystem(rawValue: name) else {
                let known = HouseSystem.allCases.map(\.rawValue).joined(separator: ", ")
                throw ChartError(code: .invalidHouseSystem, field: "houseSystems", message: "Unknown house system \"\(name)\"; use one of \(known).")
            }
            systems.append(system)
        }
        switch moment {
        case .utc(let text, let latitude, let longitude):
            guard let seconds = CivilText.utcInstant(text) else {
                throw ChartError(code: .invalidUtc, field: "utc", message: "utc must be a real instant written YYYY-MM-DDTHH:MM:SSZ.")
            }
            try ChartError.checkCoordinates(latitude: latitude, longitude: longitude)
            return ChartInput(time: UniversalTime(unixSeconds: seconds), latitude: latitude, longitude: longitude, houseSystems: systems)
        case .birth(let birth):
            return try birth.resolve(zones: zones).chartInput(houseSystems: systems)
        }
    }
}
