// swift-tools-version:6.0
import PackageDescription

// Dependencies point one way, as README.md's Architecture section draws them (a test compares the two and
// every target's imports): the CLI -> the Pipeline façade -> (Queue, Store, LLM -> Transport, Report) ->
// (Chart -> Ephemeris, TimeZones; Localization) -> (JSON, Support). The computing core (Ephemeris, Chart,
// TimeZones' rules, Localization, Report) does no I/O beyond loaders named as such. Linux only (Glibc calls
// in Queue, Support and Pipeline): no Apple platform is declared.
let package = Package(
    name: "astrosvitla",
    products: [
        .executable(name: "astrosvitla", targets: ["astrosvitla"]),
        .executable(name: "astrosvitla-bench-llm", targets: ["astrosvitla-bench-llm"]),
    ],
    targets: [
        .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CCurl", providers: [.apt(["libcurl4-openssl-dev"])]),

        .target(name: "JSON", dependencies: ["Support"]),
        .target(name: "Support"),
        .target(name: "Ephemeris", dependencies: ["Support"], resources: [.copy("Resources/de440.eph")]),
        .target(name: "Chart", dependencies: ["Ephemeris", "TimeZones", "JSON", "Support"]),
        .target(name: "TimeZones", dependencies: ["Support"]),
        .target(name: "Localization", dependencies: ["JSON", "Support"]),
        .target(name: "Report", dependencies: ["Chart", "Ephemeris", "TimeZones", "Localization", "JSON", "Support"]),
        .target(name: "Store", dependencies: ["CSQLite", "JSON", "Support"]),
        .target(name: "Transport", dependencies: ["CCurl"]),
        .target(name: "LLM", dependencies: ["Transport", "Report", "Chart", "Localization", "JSON", "Support"]),
        .target(name: "Queue", dependencies: ["Support"]),
        .target(name: "Pipeline", dependencies: [
            "Ephemeris", "Chart", "TimeZones", "Localization", "Report", "Store", "LLM", "Queue", "JSON", "Support",
        ]),
        // The CLI parses arguments and prints; everything it does goes through the Pipeline façade.
        .executableTarget(name: "astrosvitla", dependencies: ["Pipeline"]),
        // The LLM benchmark runs a loopback test server, so it is a tool of its own: the product links no TestSupport.
        .executableTarget(name: "astrosvitla-bench-llm", dependencies: ["Pipeline", "Report", "Ephemeris", "TimeZones", "TestSupport"]),
        .target(name: "TestSupport", dependencies: ["JSON", "Support"]),

        .testTarget(name: "JSONTests", dependencies: ["JSON"]),
        .testTarget(name: "SupportTests", dependencies: ["Support"]),
        .testTarget(name: "EphemerisTests", dependencies: ["Ephemeris"], exclude: ["Fixtures"]),
        .testTarget(name: "ChartTests", dependencies: ["Chart", "Ephemeris", "TimeZones"], exclude: ["Fixtures"]),
        .testTarget(name: "TimeZonesTests", dependencies: ["TimeZones"], exclude: ["Fixtures"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization"], exclude: ["Fixtures"]),
        .testTarget(name: "ReportTests", dependencies: ["Report", "Chart", "Localization", "Ephemeris", "TimeZones"], exclude: ["Golden"]),
        .testTarget(name: "StoreTests", dependencies: ["Store", "TestSupport"]),
        .testTarget(name: "QueueTests", dependencies: ["Queue", "TestSupport"]),
        .testTarget(name: "LLMTests", dependencies: ["LLM", "Transport", "Support", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "PipelineTests", dependencies: ["Pipeline", "JSON", "Chart", "Ephemeris", "TimeZones", "Localization", "Report", "Queue", "Store", "Support", "TestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["TestSupport", "astrosvitla", "astrosvitla-bench-llm"]),
    ]
)
