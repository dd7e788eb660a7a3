// Actions the system performs for an app: opening a URL (`@Environment(\.openURL)`, a `Link`) and
// asking for an App Store review (`@Environment(\.requestReview)`, from StoreKit). Nothing leaves
// the test: each harness's window records what reached the system, in order
// (`ParentHarness.openedURLs`, `reviewRequests`).
import Foundation

/// Opens URLs: `@Environment(\.openURL)`, and what a `Link` does when tapped. By default the
/// system opens the URL — here the harness records it in `openedURLs`. Set your own with
/// `.environment(\.openURL, OpenURLAction { url in … })`: it decides, and a `.systemAction`
/// result hands the URL on to the system.
public struct OpenURLAction: Sendable {
  /// What a custom action did with a URL.
  public struct Result: Sendable {
    let kind: Kind
    let url: URL?

    enum Kind { case handled, discarded, system }

    /// The handler opened the URL.
    public static let handled = Result(kind: .handled, url: nil)
    /// The handler discarded the URL.
    public static let discarded = Result(kind: .discarded, url: nil)
    /// The system should open the URL.
    public static let systemAction = Result(kind: .system, url: nil)

    /// The system should open `url` instead.
    public static func systemAction(_ url: URL) -> Result { Result(kind: .system, url: url) }

    /// The system should open `url` (or the original, for `nil`), in the app if it prefers.
    public static func systemAction(_ url: URL? = nil, prefersInApp: Bool) -> Result {
      Result(kind: .system, url: url)
    }
  }

  let handler: @MainActor (URL) -> Result
  /// The window's system opener, attached when the action is read from the environment.
  var system: SystemActionLog?

  /// An action that calls `handler`.
  public init(handler: @escaping @MainActor (URL) -> Result) {
    self.handler = handler
    system = nil
  }

  /// Opens `url`.
  @MainActor public func callAsFunction(_ url: URL) { _ = open(url) }

  /// Opens `url`, then tells `completion` whether it was accepted (handled or opened).
  @MainActor public func callAsFunction(
    _ url: URL, completion: @escaping (_ accepted: Bool) -> Void
  ) {
    completion(open(url))
  }

  @MainActor private func open(_ url: URL) -> Bool {
    let result = handler(url)
    switch result.kind {
    case .handled: return true
    case .discarded: return false
    case .system:
      system?.record(result.url ?? url)
      return true
    }
  }
}

/// Asks the system to show the App Store's rating prompt (StoreKit's `requestReview`). The
/// system decides whether it appears; here each request is recorded in `reviewRequests`.
@MainActor
public struct RequestReviewAction {
  let system: SystemActionLog?

  /// Asks for a review.
  public func callAsFunction() { system?.recordReviewRequest() }
}

/// What reached the system from one harness's window. Code the harness runs finds it in its
/// context too (`ProbeContext.systemActions`), for what app code asks of the system directly
/// (`UIApplication.shared.open(url)`, a feedback generator).
final class SystemActionLog: @unchecked Sendable {
  /// The harness's `@AppStorage` values: where a model's `@AppStorage` (one in no view) reads and
  /// writes once used under the harness. Read on the main queue only.
  weak var appStorage: AppStorageTable?
  private let lock = NSLock()
  private var urls: [URL] = []
  private var reviews = 0
  private var feedback: [SensoryFeedback] = []
  private var widgetReloads: [WidgetTimelineReload] = []
  private var shares: [SharedContent] = []
  private var microphones: [_MicrophoneSubscription] = []
  private var geometry = ViewGraph.defaultGeometrySize
  private var updater: (@MainActor () -> Void)?
  private var pauseCondition: (@MainActor () -> Bool)?
  private var pausedSteps: [CheckedContinuation<Void, Never>] = []

  /// How the harness updates (its flush), for code that shows its work in steps.
  func setUpdater(_ update: @escaping @MainActor () -> Void) { lock.withLock { updater = update } }

  /// The state a test's `settle(until:)` waits for, while it waits (`nil` otherwise).
  func setPauseCondition(_ condition: (@MainActor () -> Bool)?) {
    lock.withLock { pauseCondition = condition }
  }

  /// The harness updates, so the screen shows what the calling code changed; if a test's
  /// `settle(until:)` waits for what the screen now shows, the code waits here until an update
  /// after that settle returned (the test's next action).
  @MainActor func updateScreen() async {
    lock.withLock { updater }?()
    guard let condition = lock.withLock({ pauseCondition }), condition() else { return }
    await withCheckedContinuation { continuation in
      lock.withLock { pausedSteps.append(continuation) }
    }
  }

  /// The harness goes away: code paused for its `settle(until:)` goes on (to the end of its
  /// task, which nothing waits for any more).
  func endPauses() {
    setPauseCondition(nil)
    updated()
  }

  /// The harness ran an update: code paused for a `settle(until:)` that has returned goes on.
  func updated() {
    let paused = lock.withLock {
      guard pauseCondition == nil else { return [CheckedContinuation<Void, Never>]() }
      defer { pausedSteps.removeAll() }
      return pausedSteps
    }
    for step in paused { step.resume() }
  }

  deinit {
    // A harness released while code still waits for its update: that code goes on (to nothing).
    for step in pausedSteps { step.resume() }
  }

  /// The app's scene phase, for code running under it (`UIApplication.applicationState`).
  var scenePhase: ScenePhase {
    get { lock.withLock { phase } }
    set { lock.withLock { phase = newValue } }
  }
  private var phase = ScenePhase.active

  /// The harness's `geometrySize`, for code running under it (a `MapProxy`).
  var geometrySize: CGSize {
    get { lock.withLock { geometry } }
    set { lock.withLock { geometry = newValue } }
  }

  func record(_ url: URL) { lock.withLock { urls.append(url) } }
  func record(_ reload: WidgetTimelineReload) { lock.withLock { widgetReloads.append(reload) } }
  var widgetTimelineReloads: [WidgetTimelineReload] { lock.withLock { widgetReloads } }
  func record(_ content: SharedContent) { lock.withLock { shares.append(content) } }
  var sharedContent: [SharedContent] { lock.withLock { shares } }
  func recordReviewRequest() { lock.withLock { reviews += 1 } }
  func record(_ played: SensoryFeedback) { lock.withLock { feedback.append(played) } }
  private var windowObject: AnyObject?
  /// The harness's window (a `UIWindow`, where ViewProbe declares it), made by `make` when first
  /// asked for. Only main-actor code asks.
  func window(_ make: () -> AnyObject) -> AnyObject {
    if let made = lock.withLock({ windowObject }) { return made }
    let made = make()
    lock.withLock { windowObject = made }
    return made
  }
  /// The harness's window, if app code asked for it.
  var existingWindow: AnyObject? { lock.withLock { windowObject } }
  private var online = true
  private var networkWatchers: [_NetworkSubscription] = []
  /// Whether the device is online (true unless the test says otherwise).
  var isNetworkAvailable: Bool { lock.withLock { online } }
  /// Starts telling `subscription` of connectivity changes; returns the connectivity now.
  func add(_ subscription: _NetworkSubscription) -> Bool {
    lock.withLock {
      networkWatchers.append(subscription)
      return online
    }
  }
  /// Sets connectivity; returns the watchers to tell (those not cancelled).
  func setNetworkAvailable(_ available: Bool) -> [_NetworkSubscription] {
    lock.withLock {
      online = available
      networkWatchers.removeAll { $0.isCancelled }
      return networkWatchers
    }
  }
  private var announcements: [String] = []
  /// Records an announcement posted to assistive apps.
  func recordAnnouncement(_ announcement: String) {
    lock.withLock { announcements.append(announcement) }
  }
  var accessibilityAnnouncements: [String] { lock.withLock { announcements } }
  private var standInStates: [ObjectIdentifier: any _HarnessState] = [:]
  /// The state of type `S` a stand-in module keeps for this harness's run of the app, made when
  /// first asked for.
  /// Tells each stand-in's state that the app quits.
  @MainActor
  func appWillQuit() {
    let states = lock.withLock { Array(standInStates.values) }
    for state in states { state._appWillQuit() }
  }

  func state<S: _HarnessState>(_: S.Type) -> S {
    lock.withLock {
      if let kept = standInStates[ObjectIdentifier(S.self)] as? S { return kept }
      let made = S()
      standInStates[ObjectIdentifier(S.self)] = made
      return made
    }
  }
  private var applicationValues: [String: any Sendable] = [:]
  /// App-wide UIKit settings app code made while this harness ran it (`UIApplication`'s badge,
  /// idle timer, alternate icon): each harness stands for one run of the app.
  func applicationValue<T: Sendable>(_ key: String, default value: T) -> T {
    lock.withLock { applicationValues[key] as? T } ?? value
  }
  func setApplicationValue(_ key: String, _ value: any Sendable) {
    lock.withLock { applicationValues[key] = value }
  }
  var openedURLs: [URL] { lock.withLock { urls } }
  var reviewRequests: Int { lock.withLock { reviews } }
  var playedFeedback: [SensoryFeedback] { lock.withLock { feedback } }

  /// What listens to the microphone now (audio engines that run).
  var microphoneListeners: [_MicrophoneSubscription] {
    lock.withLock {
      microphones.removeAll { $0.isCancelled }
      return microphones
    }
  }

  func add(_ subscription: _MicrophoneSubscription) {
    lock.withLock { microphones.append(subscription) }
  }
}

/// A network path monitor watching the connectivity of the harness that ran the code that
/// started it: `ParentHarness.setNetworkAvailable(_:)` reaches it until it is cancelled.
public final class _NetworkSubscription: @unchecked Sendable {
  private let lock = NSLock()
  private var onChange: (@Sendable (Bool) -> Void)?

  init(onChange: @escaping @Sendable (Bool) -> Void) { self.onChange = onChange }

  /// Whether it stopped watching.
  var isCancelled: Bool { lock.withLock { onChange == nil } }

  /// Tells the watcher the device is (or is not) online.
  func deliver(_ available: Bool) { lock.withLock { onChange }?(available) }

  /// Stops watching.
  public func cancel() { lock.withLock { onChange = nil } }
}

/// An audio engine listening to the stand-in microphone of the harness that ran the code that
/// started it: `ParentHarness.speak(_:)` reaches it until it stops.
public final class _MicrophoneSubscription: @unchecked Sendable {
  private let lock = NSLock()
  private var hear: (@Sendable (String) -> Void)?

  init(hear: @escaping @Sendable (String) -> Void) { self.hear = hear }

  /// Whether it stopped listening.
  var isCancelled: Bool { lock.withLock { hear == nil } }

  /// Passes `words` to the listener, if it still listens.
  func deliver(_ words: String) { lock.withLock { hear }?(words) }

  /// Stops listening.
  public func cancel() { lock.withLock { hear = nil } }
}

struct OpenURLKey: EnvironmentKey {
  static let defaultValue = OpenURLAction { _ in .systemAction }
}

struct SystemActionLogKey: EnvironmentKey {
  static let defaultValue: SystemActionLog? = nil
}

extension EnvironmentValues {
  /// Opens URLs; by default the system does (recorded by the harness).
  public var openURL: OpenURLAction {
    get {
      var action = self[OpenURLKey.self]
      action.system = self[SystemActionLogKey.self]
      return action
    }
    set { self[OpenURLKey.self] = newValue }
  }

  /// Asks for an App Store review (StoreKit's environment value; recorded by the harness).
  public var requestReview: RequestReviewAction {
    RequestReviewAction(system: self[SystemActionLogKey.self])
  }

  /// The window's record of system actions.
  var systemActionLog: SystemActionLog? {
    get { self[SystemActionLogKey.self] }
    set { self[SystemActionLogKey.self] = newValue }
  }
}

extension Link: DrivableControl {
  static var controlKind: ControlKind { .button }
  var currentValue: Any? { destination }

  @MainActor func tapAction(at node: ViewNode) -> (@MainActor () -> Void)? {
    if let styled = node.primitiveStyleTap { return styled }
    return tapAction(in: node.environment)
  }

  func tapAction(in environment: EnvironmentValues) -> (@MainActor () -> Void)? {
    let openURL = environment.openURL
    let destination = destination
    return { openURL(destination) }
  }
}
