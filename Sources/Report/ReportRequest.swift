import Localization

/// Who and what a report is for; everything here is shown as given (the chart is computed elsewhere).
public struct ReportRequest: Sendable, Equatable, Codable {
    public var name: String
    public var area: ReportArea
    public var language: Language
    public var birth: BirthLabels
    /// The queue job this report is for; an LLM backend sends it as `metadata.job_id`.
    public var jobID: String?

    public init(name: String, area: ReportArea, language: Language, birth: BirthLabels, jobID: String? = nil) {
        self.name = name
        self.area = area
        self.language = language
        self.birth = birth
        self.jobID = jobID
    }

    enum CodingKeys: String, CodingKey {
        case name, area, language, birth
        case jobID = "job_id"
    }
}

/// Birth data as the person gave it, for headers; formatted per language when rendered.
public struct BirthLabels: Sendable, Equatable, Codable {
    /// `YYYY-MM-DD`.
    public var date: String
    /// `HH:MM`, nil when unknown.
    public var time: String?
    public var place: String?
    /// IANA zone or offset as given.
    public var timeZone: String?
    public var latitude: Double
    public var longitude: Double

    public init(date: String, time: String?, place: String?, timeZone: String?, latitude: Double, longitude: Double) {
        self.date = date
        self.time = time
        self.place = place
        self.timeZone = timeZone
        self.latitude = latitude
        self.longitude = longitude
    }

    enum CodingKeys: String, CodingKey {
        case date, time, place
        case timeZone = "time_zone"
        case latitude, longitude
    }
}
