import Foundation
import Testing

/// `.mainBundleResources(from: .module)`: the app's resources, which its code finds through
/// `Bundle.main` (`Bundle.main.url(forResource: "missions", withExtension: "json")`, a `decode`
/// helper that calls `fatalError` when the file is missing), reachable in a test run.
///
/// In an app, `Bundle.main` holds the app's resources; in `swift test` it is the test runner's
/// bundle, which has none, so such code finds nothing — and a `fatalError` on a missing file ends
/// the whole run. Give the test target the app's resource files (`resources: [.copy("Resources/
/// missions.json")]` in its manifest) and this trait on the suites that need them:
///
/// ```swift
/// @Suite(.viewProbe, .mainBundleResources(from: .module)) struct MissionTests { … }
/// ```
///
/// Before any test runs, each resource of `bundle` is linked into `Bundle.main`'s resource
/// directory (on Linux, SwiftPM's build directory) unless `Bundle.main` already has one of that
/// name — Foundation lists that directory once per process, at the first look, which is why this
/// happens before the run, not in a test. Where `Bundle.main` cannot take files (Apple platforms,
/// whose test runners live in Xcode), a resource it does not already have is an error: the tests
/// with the trait are skipped, saying which.
public struct MainBundleResourcesTrait: TestTrait, SuiteTrait {
  /// The bundle whose resources are made reachable (the test target's `Bundle.module`).
  public let bundle: Bundle

  /// Applied to a suite, the resources are linked once, for all its tests.
  public var isRecursive: Bool { false }

  /// Links the bundle's resources into `Bundle.main`'s resource directory.
  public func prepare(for test: Test) async throws {
    try MainBundleResources.link(from: bundle, into: Bundle.main)
  }
}

extension Trait where Self == MainBundleResourcesTrait {
  /// Makes the resources of `bundle` (the test target's `Bundle.module`) reachable through
  /// `Bundle.main`, as the app's own code looks for them.
  public static func mainBundleResources(from bundle: Bundle) -> Self {
    MainBundleResourcesTrait(bundle: bundle)
  }
}

/// Why resources could not be made reachable through `Bundle.main`.
public struct MainBundleResourcesError: Error, CustomStringConvertible {
  /// What went wrong, and what to do.
  public let description: String
}

enum MainBundleResources {
  /// Links each top-level resource of `source` into `main`'s resource directory, unless `main`
  /// already has a resource of that name.
  static func link(from source: Bundle, into main: Bundle) throws {
    guard let from = source.resourceURL, let to = main.resourceURL else {
      throw MainBundleResourcesError(
        description: "mainBundleResources: \(source.bundlePath) or Bundle.main has no resource "
          + "directory.")
    }
    let files = FileManager.default
    guard from.standardizedFileURL != to.standardizedFileURL else { return }
    let names = try files.contentsOfDirectory(atPath: from.path).filter { !$0.hasPrefix(".") }
    var missing: [String] = []
    for name in names.sorted() {
      let destination = to.appendingPathComponent(name)
      // `fileExists` follows links; a link left by an earlier run is still a link.
      if files.fileExists(atPath: destination.path)
        || (try? files.destinationOfSymbolicLink(atPath: destination.path)) != nil
      {
        continue
      }
      #if canImport(Darwin)
        missing.append(name)
      #else
        do {
          try files.createSymbolicLink(
            at: destination, withDestinationURL: from.appendingPathComponent(name))
        } catch  where files.fileExists(atPath: destination.path) {
          // Another test target linked it at the same time.
        } catch {
          missing.append(name)
        }
      #endif
    }
    guard missing.isEmpty else {
      throw MainBundleResourcesError(
        description: "mainBundleResources: Bundle.main (\(main.bundlePath)) does not have "
          + "\(missing.joined(separator: ", ")) and cannot be given files here: host the tests "
          + "in the app (its Bundle.main has its resources), or have the app's code take its "
          + "bundle as a parameter.")
    }
  }
}
