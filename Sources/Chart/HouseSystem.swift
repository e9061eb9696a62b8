/// House systems a job may ask for; raw values are the JSON names used in jobs and `chart` output.
package enum HouseSystem: String, CaseIterable, Sendable, Codable {
    case placidus, koch, equal, wholeSign, porphyry, regiomontanus, campanus
}
