import Localization

/// Who and what a report is for; everything here is shown as given (the chart is computed elsewhere).
package struct ReportRequest: Sendable, Equatable, Codable {
    package var name: String
    package var area: ReportArea
    package var language: Language
    package var birth: BirthLabels
    /// The queue job this report is for; an LLM backend sends it as `metadata.job_id`.
    package var jobID: String?
    /// `YYYY-MM-DD`, the day the report is written: the person's age on it decides whether the report is read for a
    /// child (`LifeStage`). Nil in reports stored before it existed.
    package var reportDate: String?

    package init(name: String, area: ReportArea, language: Language, birth: BirthLabels, jobID: String? = nil,
                reportDate: String? = nil) {
        self.name = name
        self.area = area
        self.language = language
        self.birth = birth
        self.jobID = jobID
        self.reportDate = reportDate
    }

    enum CodingKeys: String, CodingKey {
        case name, area, language, birth
        case jobID = "job_id"
        case reportDate = "report_date"
    }
}

/// Birth data as the person gave it, for headers; formatted per language when rendered.
package struct BirthLabels: Sendable, Equatable, Codable {
    /// `YYYY-MM-DD`.
    package var date: String
    /// `HH:MM`, nil when unknown.
    package var time: String?
    package var place: String?
    /// IANA zone or offset as given.
    package var timeZone: String?
    package var latitude: Double
    package var longitude: Double

    package init(date: String, time: String?, place: String?, timeZone: String?, latitude: Double, longitude: Double) {
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
