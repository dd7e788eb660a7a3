// swift-tools-version: 6.2
import CompilerPluginSupport
import PackageDescription

/// Where an Apple framework that app files import does not exist (Linux), ViewProbe's product also
/// has a stand-in module of that name, so those files compile unchanged (Guide §2): `SwiftUI` and
/// `Combine` re-export ViewProbe; `OSLog` (and `os`) log quietly; `Charts` keeps a chart's marks;
/// `CoreLocation` locates the harness's device where the test puts it and `MapKit` shows a map's
/// annotations; `AVFoundation` and
/// `AVKit` keep players' state and play nothing, with a microphone that hears what the test
/// speaks, which `Speech` recognizes; `CoreImage`'s filters describe what they did (no pixels);
/// `StoreKit` has the harness's store; each harness is a device for `LocalAuthentication`
/// (biometrics as the test gives them), `AuthenticationServices` (sign-in sheets the test
/// answers), `Security` (a keychain of its own) and `UserNotifications` (its permission and
/// requests); `CryptoKit` hashes (SHA-2, SHA-1, MD5, HMAC) as the standards say; `CoreML` has
/// Core ML's names and runs no model; `FoundationModels`' model answers as the test scripts it;
/// `QuickLook` previews files full screen by name;
/// `SwiftData` stores models in memory; `CoreData` keeps each harness's stores, its entities
/// declared with `@ManagedEntity`; `PhotosUI` names ViewProbe's photo picker and `Photos`
/// keeps the harness's photo library, asking the user as the test says; `BackgroundTasks` runs the
/// background work the app scheduled when the test says the system would;
/// `UniformTypeIdentifiers` names content types; `CoreTransferable` declares how values
/// transfer; `UIKit` has the UIKit names SwiftUI code uses (`UIColor`, `UIImage`, haptics) and the
/// views and controllers representables wrap; `WebKit`'s web view and `SafariServices`' browser
/// keep what they were asked to show and load nothing; `MessageUI`'s composers send nothing;
/// `Network`'s path monitor sees the harness's connectivity (`setNetworkAvailable(_:)`);
/// `MediaPlayer` shows the app's Now Playing info and sends it the remote commands the test presses;
/// `CoreHaptics` plays patterns nobody feels; `CoreGraphics` and `QuartzCore` name Core Graphics'
/// types and the media clock; `EventKit` keeps the harness's calendar;
/// `ActivityKit` keeps the harness's Live Activities; `Contacts` its address book; `Translation`
/// translates as the test says; `CloudKit` tells the iCloud account's status; `GameKit` signs in as the test says and keeps scores; `AppTrackingTransparency` prompts only while the app is active; `WeatherKit` answers with the weather the
/// test set; `HealthKit` keeps the harness's health store,
/// hiding what the user did not let the app read;
/// `CoreMotion` moves when the test tilts the device; `TipKit` shows tips by their rules, per harness;
/// `AppIntents` runs an intent when its button or toggle is tapped; `CoreSpotlight` keeps the
/// harness's on-device index, which the user searches and opens results from;
/// `WidgetKit` has a widget's entries, providers and configurations, and `WidgetCenter`. Each is
/// built only where the real framework is missing.
var standIns: [(name: String, dependencies: [Target.Dependency])] = []
#if !canImport(SwiftUI)
  standIns.append(("SwiftUI", ["ViewProbe"]))
#endif
#if !canImport(Combine)
  standIns.append(("Combine", ["ViewProbe"]))
#endif
#if !canImport(OSLog)
  standIns += [("OSLog", []), ("os", ["OSLog"])]
#endif
#if !canImport(Charts)
  standIns.append(("Charts", ["ViewProbe"]))
#endif
#if !canImport(LocalAuthentication)
  standIns.append(("LocalAuthentication", ["ViewProbe"]))
#endif
#if !canImport(UserNotifications)
  standIns.append(("UserNotifications", ["ViewProbe"]))
#endif
#if !canImport(AuthenticationServices)
  standIns.append(("AuthenticationServices", ["ViewProbe"]))
#endif
#if !canImport(CryptoKit)
  standIns.append(("CryptoKit", []))
#endif
#if !canImport(Security)
  standIns.append(("Security", ["ViewProbe"]))
#endif
#if !canImport(CoreML)
  standIns.append(("CoreML", []))
#endif
#if !canImport(FoundationModels)
  standIns.append(("FoundationModels", ["ViewProbe", "ViewProbeMacros"]))
#endif
#if !canImport(QuickLook)
  standIns.append(("QuickLook", ["ViewProbe"]))
#endif
#if !canImport(BackgroundTasks)
  standIns.append(("BackgroundTasks", ["ViewProbe"]))
#endif
#if !canImport(Photos)
  standIns.append(("Photos", ["ViewProbe"]))
#endif
#if !canImport(PhotosUI)
  standIns.append(("PhotosUI", ["ViewProbe", "Photos"]))
#endif
#if !canImport(SwiftData)
  standIns.append(("SwiftData", ["ViewProbe", "ViewProbeMacros"]))
#endif
#if !canImport(StoreKit)
  standIns.append(("StoreKit", ["ViewProbe"]))
#endif
#if !canImport(AVFoundation)
  standIns += [
    ("AudioToolbox", []), ("AVFoundation", ["ViewProbe", "AudioToolbox"]),
    ("AVKit", ["ViewProbe", "AVFoundation"]),
  ]
#endif
#if !canImport(Speech)
  standIns.append(("Speech", ["ViewProbe", "AVFoundation"]))
#endif
#if !canImport(CoreImage)
  // With it, Swift Testing's cross-import overlay for Core Image, which Linux's toolchain lacks.
  standIns += [
    ("CoreImage", ["ViewProbe", "CoreImageBuiltinsModule"]), ("_Testing_CoreImage", []),
  ]
#endif
#if !canImport(MapKit)
  standIns += [("CoreLocation", ["ViewProbe"]), ("MapKit", ["ViewProbe", "CoreLocation"])]
#endif
#if !canImport(WeatherKit)
  #if canImport(CoreLocation)
    standIns.append(("WeatherKit", ["ViewProbe"]))
  #else
    standIns.append(("WeatherKit", ["ViewProbe", "CoreLocation"]))
  #endif
#endif
#if !canImport(HealthKit)
  standIns += [("HealthKit", ["ViewProbe"]), ("HealthKitUI", ["ViewProbe", "HealthKit"])]
#endif
#if !canImport(ActivityKit)
  standIns.append(("ActivityKit", ["ViewProbe"]))
#endif
#if !canImport(AppTrackingTransparency)
  standIns += [
    ("AppTrackingTransparency", ["ViewProbe"]), ("AdSupport", ["AppTrackingTransparency"]),
  ]
#endif
#if !canImport(CloudKit)
  standIns.append(("CloudKit", ["ViewProbe"]))
#endif
#if !canImport(GameKit)
  standIns.append(("GameKit", ["ViewProbe"]))
#endif
#if !canImport(Translation)
  standIns.append(("Translation", ["ViewProbe"]))
#endif
#if !canImport(Contacts)
  standIns += [("Contacts", ["ViewProbe"]), ("ContactsUI", ["ViewProbe", "Contacts"])]
#endif
#if !canImport(WidgetKit)
  // With the stand-ins of App Intents (configurable widgets use intents) and ActivityKit (a Live
  // Activity's configuration) where those are missing too.
  // Its `#Preview` forms for widgets and Live Activities expand through ViewProbe's macros.
  var widgetKitDependencies: [Target.Dependency] = ["ViewProbe", "ViewProbeMacros"]
  #if !canImport(AppIntents)
    widgetKitDependencies.append("AppIntents")
  #endif
  #if !canImport(ActivityKit)
    widgetKitDependencies.append("ActivityKit")
  #endif
  standIns.append(("WidgetKit", widgetKitDependencies))
#endif
#if !canImport(UIKit)
  // With it, Swift Testing's cross-import overlay for UIKit, which Linux's toolchain lacks.
  standIns += [("UIKit", ["ViewProbe"]), ("_Testing_UIKit", [])]
#endif
#if !canImport(WebKit)
  standIns.append(("WebKit", ["ViewProbe"]))
#endif
#if !canImport(SafariServices)
  standIns.append(("SafariServices", ["ViewProbe"]))
#endif
#if !canImport(MessageUI)
  standIns.append(("MessageUI", ["ViewProbe"]))
#endif
#if !canImport(Network)
  standIns.append(("Network", ["ViewProbe"]))
#endif
#if !canImport(CoreGraphics)
  // With it, Swift Testing's cross-import overlay for Core Graphics, which Linux's toolchain lacks.
  standIns += [
    ("CoreGraphics", ["ViewProbe"]), ("_Testing_CoreGraphics", []),
    ("QuartzCore", ["ViewProbe", "CoreGraphics"]),
  ]
#endif
#if !canImport(MediaPlayer)
  standIns.append(("MediaPlayer", ["ViewProbe"]))
#endif
#if !canImport(CoreData)
  standIns.append(("CoreData", ["ViewProbe"]))
#endif
#if !canImport(CoreHaptics)
  standIns.append(("CoreHaptics", []))
#endif
#if !canImport(CoreMotion)
  standIns.append(("CoreMotion", ["ViewProbe"]))
#endif
#if !canImport(EventKit)
  standIns += [("EventKit", ["ViewProbe"]), ("EventKitUI", ["ViewProbe", "EventKit"])]
#endif
#if !canImport(TipKit)
  standIns.append(("TipKit", ["ViewProbe", "ViewProbeMacros"]))
#endif
#if !canImport(CoreSpotlight)
  #if canImport(UniformTypeIdentifiers)
    standIns.append(("CoreSpotlight", ["ViewProbe"]))
  #else
    standIns.append(("CoreSpotlight", ["ViewProbe", "UniformTypeIdentifiers"]))
  #endif
#endif
#if !canImport(AppIntents)
  // With Core Spotlight's stand-in where it is missing (entities indexed for Spotlight).
  #if canImport(CoreSpotlight)
    standIns.append(("AppIntents", ["ViewProbe"]))
  #else
    standIns.append(("AppIntents", ["ViewProbe", "CoreSpotlight"]))
  #endif
#endif
// ViewProbe itself names content types (`fileImporter`): where UniformTypeIdentifiers is missing
// it depends on the stand-in, elsewhere it imports Apple's.
#if canImport(UniformTypeIdentifiers)
  let canImportUTType = true
#else
  let canImportUTType = false
#endif
var viewProbeStandIns: [Target.Dependency] = []
#if !canImport(UniformTypeIdentifiers)
  standIns.append(("UniformTypeIdentifiers", []))
  viewProbeStandIns.append("UniformTypeIdentifiers")
#endif
// Likewise `Transferable` (drag and drop, ShareLink), from CoreTransferable.
#if !canImport(CoreTransferable)
  standIns.append(
    ("CoreTransferable", canImportUTType ? [] : [.target(name: "UniformTypeIdentifiers")]))
  viewProbeStandIns.append("CoreTransferable")
#endif
let standInNames = standIns.map(\.name)
var standInTargets: [Target] = standIns.map {
  .target(name: $0.name, dependencies: $0.dependencies)
}
#if !canImport(CoreImage)
  // `import CoreImage.CIFilterBuiltins` needs a Clang submodule: this C target's module map.
  standInTargets.append(.target(name: "CoreImageBuiltinsModule"))
#endif

/// ViewProbe and the stand-ins: what the compatibility corpus compiles against.
let viewProbeAndStandIns: [Target.Dependency] =
  ["ViewProbe"] + standInNames.map { .target(name: $0) }

let package = Package(
  name: "ViewProbe",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "ViewProbe", targets: ["ViewProbe"] + standInNames),
    .library(name: "ViewProbeFixtures", targets: ["ViewProbeFixtures"]),
    .executable(name: "viewprobe", targets: ["viewprobe"]),
  ],
  targets: standInTargets + [
    // `#Preview` and `@Previewable` (expanding to nothing) and `@Entry`: a plugin that speaks the
    // compiler's protocol itself, so the package still depends on nothing but the toolchain.
    .macro(name: "ViewProbeMacros"),
    .target(name: "ViewProbe", dependencies: ["ViewProbeMacros"] + viewProbeStandIns),
    .target(name: "ViewProbeFixtures", dependencies: ["ViewProbe"]),
    .executableTarget(name: "viewprobe", dependencies: ["ViewProbe", "ViewProbeFixtures"]),
    .testTarget(name: "ViewProbeTests", dependencies: ["ViewProbe"]),
    .testTarget(
      name: "FixtureInvariantTests", dependencies: ["ViewProbe", "ViewProbeFixtures"]),
    // App-style views compiled unchanged, in Swift 6 mode (with tests of their behaviour) and, from
    // the same files (Corpus is a link), in Swift 5 mode.
    .testTarget(
      name: "CompatibilityCorpusTests", dependencies: viewProbeAndStandIns,
      // The mission log's data, which its code reads from `Bundle.main` (`mainBundleResources`).
      resources: [.copy("Resources/missions.json"), .copy("Resources/astronauts.json")],
      swiftSettings: [.define("VIEWPROBE")]),
    .testTarget(
      name: "CompatibilityCorpusSwift5Tests", dependencies: viewProbeAndStandIns,
      swiftSettings: [.define("VIEWPROBE"), .swiftLanguageMode(.v5)]),
    // The same files once more as a new Xcode 26 app target compiles them: Swift 6 with the
    // main actor as default isolation and Approachable Concurrency's two features that Swift 6
    // does not turn on by itself. Left out: three files whose code Apple's SDK would also
    // reject there, or may (Guide §2) — a UTType constant read from a Transferable's
    // representation, a SwiftData sort key path, an MKPointAnnotation subclass.
    .testTarget(
      name: "CompatibilityCorpusMainActorTests", dependencies: viewProbeAndStandIns,
      exclude: ["Corpus/PhraseBook.swift", "Corpus/BookShelf.swift", "Corpus/TrailMap.swift"],
      swiftSettings: [
        .define("VIEWPROBE"), .defaultIsolation(MainActor.self),
        .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
        .enableUpcomingFeature("InferIsolatedConformances"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
