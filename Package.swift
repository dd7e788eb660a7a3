// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

/// Where Combine does not exist (Linux), ViewProbe's product also has a `Combine` module that
/// re-exports ViewProbe, so model files that `import Combine` compile unchanged (Guide §2).
#if canImport(Combine)
  let combine: [String] = []
#else
  let combine: [String] = ["Combine"]
#endif
let combineTargets: [Target] = combine.map { .target(name: $0, dependencies: ["ViewProbe"]) }

/// Where OSLog does not exist (Linux), the product also has an `OSLog` module (and `os`, which
/// re-exports it) with `Logger` and `os_log`, so model files that log compile unchanged (Guide §2).
#if canImport(OSLog)
  let osLog: [String] = []
  let osLogTargets: [Target] = []
#else
  let osLog: [String] = ["OSLog", "os"]
  let osLogTargets: [Target] = [
    .target(name: "OSLog"), .target(name: "os", dependencies: ["OSLog"]),
  ]
#endif

/// Where SwiftUI does not exist (Linux), the product also has a `SwiftUI` module that re-exports
/// ViewProbe, so view files that `import SwiftUI` compile there unchanged (Guide §2).
#if canImport(SwiftUI)
  let swiftUI: [String] = []
#else
  let swiftUI: [String] = ["SwiftUI"]
#endif
let swiftUITargets: [Target] = swiftUI.map { .target(name: $0, dependencies: ["ViewProbe"]) }

/// Where Swift Charts does not exist (Linux), the product also has a `Charts` module whose `Chart`
/// keeps its marks and draws nothing, so view files with a chart compile unchanged (Guide §2).
#if canImport(Charts)
  let charts: [String] = []
#else
  let charts: [String] = ["Charts"]
#endif
let chartsTargets: [Target] = charts.map { .target(name: $0, dependencies: ["ViewProbe"]) }

/// Where MapKit does not exist (Linux), the product also has `CoreLocation` (coordinates, a
/// location manager that locates nothing) and `MapKit` (a `Map` whose annotations are in the tree),
/// so view files with a map compile unchanged (Guide §2).
#if canImport(MapKit)
  let maps: [String] = []
  let mapsTargets: [Target] = []
#else
  let maps: [String] = ["CoreLocation", "MapKit"]
  let mapsTargets: [Target] = [
    .target(name: "CoreLocation"),
    .target(name: "MapKit", dependencies: ["ViewProbe", "CoreLocation"]),
  ]
#endif

let viewProbeAndCombine: [Target.Dependency] =
  ["ViewProbe"] + (combine + swiftUI + osLog + charts + maps).map { .target(name: $0) }

let package = Package(
  name: "ViewProbe",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(
      name: "ViewProbe", targets: ["ViewProbe"] + combine + swiftUI + osLog + charts + maps),
    .library(name: "ViewProbeFixtures", targets: ["ViewProbeFixtures"]),
    .executable(name: "viewprobe", targets: ["viewprobe"]),
  ],
  targets: combineTargets + swiftUITargets + osLogTargets + chartsTargets + mapsTargets + [
    // `#Preview` and `@Previewable`, expanding to nothing: a plugin that speaks the compiler's
    // protocol itself, so the package still depends on nothing but the toolchain.
    .macro(name: "ViewProbeMacros"),
    .target(name: "ViewProbe", dependencies: ["ViewProbeMacros"]),
    .target(name: "ViewProbeFixtures", dependencies: ["ViewProbe"]),
    .executableTarget(name: "viewprobe", dependencies: ["ViewProbe", "ViewProbeFixtures"]),
    .testTarget(name: "ViewProbeTests", dependencies: ["ViewProbe"]),
    .testTarget(
      name: "FixtureInvariantTests", dependencies: ["ViewProbe", "ViewProbeFixtures"]),
    // App-style views compiled unchanged, in Swift 6 mode (with tests of their behaviour) and, from
    // the same files (Corpus is a link), in Swift 5 mode.
    .testTarget(
      name: "CompatibilityCorpusTests", dependencies: viewProbeAndCombine,
      swiftSettings: [.define("VIEWPROBE")]),
    .testTarget(
      name: "CompatibilityCorpusSwift5Tests", dependencies: viewProbeAndCombine,
      swiftSettings: [.define("VIEWPROBE"), .swiftLanguageMode(.v5)]),
  ],
  swiftLanguageModes: [.v6]
)
