/// The AstroSvitla app's report areas; raw values are the app's persisted values and the job's `area`.
package enum ReportArea: String, CaseIterable, Sendable, Codable {
    case finances, career, relationships, health, general
}
