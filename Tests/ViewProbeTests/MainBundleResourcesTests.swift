import Foundation
import Testing

@testable import ViewProbe

/// `.mainBundleResources(from:)` links a test target's resources where `Bundle.main` looks (Guide
/// §4): files it does not have are linked, files it has are left as they are.
@Suite("Resources through Bundle.main")
struct MainBundleResourcesTests {
  #if !canImport(Darwin)
    @Test("resources Bundle.main lacks are linked in; one it has keeps its own contents")
    func linksWhatIsMissing() throws {
      let root = FileManager.default.temporaryDirectory
        .appendingPathComponent("viewprobe-resources-\(UUID().uuidString)")
      let source = root.appendingPathComponent("source")
      let main = root.appendingPathComponent("main")
      defer { try? FileManager.default.removeItem(at: root) }
      for directory in [source, main] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      }
      try Data("missions".utf8).write(to: source.appendingPathComponent("missions.json"))
      try Data("theirs".utf8).write(to: source.appendingPathComponent("crew.json"))
      try Data("mine".utf8).write(to: main.appendingPathComponent("crew.json"))
      let sourceBundle = try #require(Bundle(path: source.path))
      let mainBundle = try #require(Bundle(path: main.path))
      try MainBundleResources.link(from: sourceBundle, into: mainBundle)
      // Linking again (another suite with the trait) changes nothing.
      try MainBundleResources.link(from: sourceBundle, into: mainBundle)
      let reader = try #require(Bundle(path: main.path))
      let missions = try #require(reader.url(forResource: "missions", withExtension: "json"))
      #expect(try String(contentsOf: missions, encoding: .utf8) == "missions")
      let crew = try #require(reader.url(forResource: "crew", withExtension: "json"))
      #expect(try String(contentsOf: crew, encoding: .utf8) == "mine")
    }
  #endif
}
