// swift-tools-version: 6.1
// An app-style package hosted by ViewProbe: the app's views are compiled twice — in `BrewApp`
// with `import SwiftUI` (on Apple platforms), and in `BrewAppViewProbe`, a test-support target
// whose source folders are symbolic links to the same files, with the `VIEWPROBE` condition so
// that they `import ViewProbe`. Only the test target and the team catalog depend on the mirror.
import Foundation
import PackageDescription

/// SwiftPM names a path dependency after its folder: whatever folder this repository was cloned
/// into. (A team depending on ViewProbe by URL writes `package: "viewprobe"` instead.)
let viewProbe = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().lastPathComponent.lowercased()

let package = Package(
  name: "BrewExamples",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [.library(name: "BrewApp", targets: ["BrewApp"])],
  dependencies: [.package(path: "..")],
  targets: [
    // The app's views and models. Where SwiftUI exists they import it; elsewhere (Linux) they
    // fall back to ViewProbe, so the package builds everywhere.
    .target(
      name: "BrewApp",
      dependencies: [
        .product(name: "ViewProbe", package: viewProbe, condition: .when(platforms: [.linux]))
      ]),
    // The same files (Sources/BrewAppViewProbe/Views and Models are links), built against
    // ViewProbe.
    .target(
      name: "BrewAppViewProbe", dependencies: [.product(name: "ViewProbe", package: viewProbe)],
      swiftSettings: [.define("VIEWPROBE")]),
    // The team's own catalog: its entries, and `swift run brew-catalog --format markdown`.
    .target(
      name: "BrewCatalog",
      dependencies: ["BrewAppViewProbe", .product(name: "ViewProbe", package: viewProbe)]),
    .executableTarget(
      name: "brew-catalog",
      dependencies: ["BrewCatalog", .product(name: "ViewProbe", package: viewProbe)]),
    .testTarget(
      name: "BrewAppTests",
      dependencies: [
        "BrewAppViewProbe", "BrewCatalog", .product(name: "ViewProbe", package: viewProbe),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
