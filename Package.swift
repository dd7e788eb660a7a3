// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "ViewProbe",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "ViewProbe", targets: ["ViewProbe"]),
    .library(name: "ViewProbeFixtures", targets: ["ViewProbeFixtures"]),
    .executable(name: "viewprobe", targets: ["viewprobe"]),
  ],
  targets: [
    .target(name: "ViewProbe"),
    .target(name: "ViewProbeFixtures", dependencies: ["ViewProbe"]),
    .executableTarget(name: "viewprobe", dependencies: ["ViewProbe", "ViewProbeFixtures"]),
    .testTarget(name: "ViewProbeTests", dependencies: ["ViewProbe"]),
    .testTarget(
      name: "FixtureInvariantTests", dependencies: ["ViewProbe", "ViewProbeFixtures"]),
    // App-style views compiled unchanged, in Swift 6 mode (with tests of their behaviour) and, from
    // the same files (Corpus is a link), in Swift 5 mode.
    .testTarget(
      name: "CompatibilityCorpusTests", dependencies: ["ViewProbe"],
      swiftSettings: [.define("VIEWPROBE")]),
    .testTarget(
      name: "CompatibilityCorpusSwift5Tests", dependencies: ["ViewProbe"],
      swiftSettings: [.define("VIEWPROBE"), .swiftLanguageMode(.v5)]),
  ],
  swiftLanguageModes: [.v6]
)
