import Foundation
import Testing
import TestSupport

/// The README's Architecture picture is the build: every module's `import` lines, the dependencies Package.swift
/// declares for it, and the `→` lines the README draws under it are the same set.
@Suite struct ArchitectureTests {
    static let root = BuiltProducts.packageRoot(from: #filePath)
    /// The toolchain's own modules are not edges of the picture.
    static let platform: Set<String> = ["Foundation", "Glibc", "Dispatch", "Synchronization", "Testing", "XCTest"]

    /// `Module` at the start of a line opens a module; `  → A, B` lines under it list what it imports.
    static func drawnEdges() throws -> [String: Set<String>] {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Architecture").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```").dropFirst().first)
        var edges: [String: Set<String>] = [:]
        var current: [String] = []
        for line in block.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("  →") {
                let names = line.dropFirst(3).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                for module in current { edges[module, default: []].formUnion(names) }
            } else if let first = line.first, first != " " {
                // "CSQLite, CCurl   system libraries": several modules may share a line.
                let head = line.components(separatedBy: "  ").first ?? ""
                current = head.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                for module in current { edges[module, default: []] = edges[module, default: []] }
            }
        }
        return edges
    }

    static func importedModules(of target: String) throws -> Set<String> {
        let folder = root.appendingPathComponent("Sources/\(target)")
        var modules: Set<String> = []
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        for file in files {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                let words = line.split(separator: " ")
                guard let index = words.firstIndex(of: "import"), index <= 1,
                      index == 0 || ["@testable", "package", "public", "internal", "@_implementationOnly"].contains(String(words[0])),
                      index + 1 < words.count else { continue }
                let name = String(words[index + 1].split(separator: ".").first ?? "")
                if !platform.contains(name) { modules.insert(name) }
            }
        }
        return modules
    }

    /// `.target(name: "X", dependencies: [...])` and `.executableTarget(...)` of Package.swift.
    static func declaredDependencies() throws -> [String: Set<String>] {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        var result: [String: Set<String>] = [:]
        for chunk in manifest.components(separatedBy: ".target(name: \"").dropFirst()
            + manifest.components(separatedBy: ".executableTarget(name: \"").dropFirst() {
            let name = String(chunk.prefix { $0 != "\"" })
            let call = chunk.prefix { $0 != ")" }
            var dependencies: Set<String> = []
            if let start = call.range(of: "dependencies: [")?.upperBound, let end = call[start...].firstIndex(of: "]") {
                dependencies = Set(call[start..<end].split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                }.filter { !$0.isEmpty })
            }
            result[name] = dependencies
        }
        return result
    }

    static var targets: [String] {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path)) ?? []
        return folders.filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test func everyModuleIsDrawn() throws {
        let drawn = try Self.drawnEdges()
        #expect(Set(drawn.keys) == Set(Self.targets), "drawn but not built, or built but not drawn")
    }

    @Test(arguments: targets)
    func importsAreTheDrawnEdges(target: String) throws {
        let drawn = try Self.drawnEdges()[target] ?? []
        let imported = try Self.importedModules(of: target)
        #expect(imported.subtracting(drawn).isEmpty, "\(target) imports \(imported.subtracting(drawn).sorted()), which README's diagram does not draw")
        #expect(drawn.subtracting(imported).isEmpty, "README draws \(target) → \(drawn.subtracting(imported).sorted()), which it does not import")
    }

    @Test(arguments: targets)
    func packageDeclaresExactlyTheImports(target: String) throws {
        guard let declared = try Self.declaredDependencies()[target] else { return }  // system libraries
        let imported = try Self.importedModules(of: target)
        #expect(declared == imported, "Package.swift gives \(target) \(declared.sorted()), its files import \(imported.sorted())")
    }

    @Test func theCLIImportsOnlyTheFacade() throws {
        #expect(try Self.importedModules(of: "astrosvitla") == ["Pipeline"])
    }
}
