import Ephemeris
import Foundation
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

    /// Decodes one JSON line; malformed JSON, missing fields and wrong types become `ChartError`s naming the field.
    package static func parse(_ line: Data) throws(ChartError) -> ChartRequestLine {
        do {
            return try JSONDecoder().decode(ChartRequestLine.self, from: line)
        } catch let error as DecodingError {
            throw ChartError(decoding: error)
        } catch {
            throw ChartError(code: .invalidJson, message: "The line is not a JSON object.")
        }
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

extension ChartRequestLine: Decodable {
    private enum Keys: String, CodingKey { case utc, latitude, longitude, birth, houseSystems }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        houseSystems = try container.decodeIfPresent([String].self, forKey: .houseSystems)
        if let utc = try container.decodeIfPresent(String.self, forKey: .utc) {
            moment = .utc(utc, latitude: try container.decode(Double.self, forKey: .latitude),
                          longitude: try container.decode(Double.self, forKey: .longitude))
        } else if container.contains(.birth) {
            moment = .birth(try container.decode(BirthData.self, forKey: .birth))
        } else {
            moment = .birth(try BirthData(from: decoder))
        }
    }
}

extension ChartError {
    /// Names the field from the decoder's coding path ("birth.latitude" → "latitude").
    init(decoding error: DecodingError) {
        let path: [any CodingKey]
        switch error {
        case .keyNotFound(let key, let context): path = context.codingPath + [key]
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context): path = context.codingPath
        @unknown default: path = []
        }
        guard let field = path.last(where: { $0.intValue == nil })?.stringValue else {
            self.init(code: .invalidJson, message: "The line is not a JSON object.")
            return
        }
        if case .keyNotFound = error {
            self.init(code: .missingField, field: field, message: "\(field) is required.")
        } else {
            self.init(code: .invalidField, field: field, message: "\(field) has the wrong type or a value that is not allowed.")
        }
    }
}
