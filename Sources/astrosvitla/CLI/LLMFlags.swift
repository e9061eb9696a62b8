/// Flags that override the LLM environment variables for one run (see docs/llm.md).
enum LLMFlags {
    static let mapping: [(flag: String, variable: String, value: String, help: String)] = [
        ("--llm-url", "ASTROSVITLA_LLM_URL", "url", "Base URL of an OpenAI-compatible API (env ASTROSVITLA_LLM_URL)."),
        ("--llm-model", "ASTROSVITLA_LLM_MODEL", "model", "Model name (env ASTROSVITLA_LLM_MODEL)."),
        ("--llm-temperature", "ASTROSVITLA_LLM_TEMPERATURE", "t", "Sampling temperature."),
        ("--llm-max-tokens", "ASTROSVITLA_LLM_MAX_TOKENS", "n", "Maximum completion tokens."),
        ("--llm-seed", "ASTROSVITLA_LLM_SEED", "n", "Sampling seed."),
        ("--llm-timeout", "ASTROSVITLA_LLM_TIMEOUT", "seconds", "Total deadline per request."),
        ("--llm-rpm", "ASTROSVITLA_LLM_RPM", "n", "Requests-per-minute limit."),
        ("--llm-tpm", "ASTROSVITLA_LLM_TPM", "n", "Tokens-per-minute limit."),
        ("--llm-schema-mode", "ASTROSVITLA_LLM_SCHEMA_MODE", "mode", "json_schema (strict) or json_object."),
        ("--llm-outage-wait", "ASTROSVITLA_LLM_OUTAGE_WAIT", "seconds|forever",
         "How long to wait for an unreachable LLM server before leaving the jobs queued and exiting 75 (default 300; forever with --watch)."),
    ]

    static var options: [CommandSpec.Option] {
        mapping.map { CommandSpec.Option(names: [$0.flag], valueName: $0.value, help: $0.help) } + [
            .init(names: ["--no-personal-data-in-prompt"], valueName: nil,
                  help: "Send the model neither the name nor the birth place nor the coordinates (env ASTROSVITLA_LLM_PERSONAL_DATA=omit)."),
        ]
    }

    static func overrides(_ arguments: ParsedArguments) -> [String: String] {
        var result: [String: String] = [:]
        for entry in mapping { if let value = arguments.value(entry.flag) { result[entry.variable] = value } }
        if arguments.flag("--no-personal-data-in-prompt") { result["ASTROSVITLA_LLM_PERSONAL_DATA"] = "omit" }
        return result
    }
}
