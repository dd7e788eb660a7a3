import Foundation
import Testing

/// State a stand-in module keeps per harness (a StoreKit store, a calendar database): each
/// harness stands for one run of the app, so tests in parallel never share it. For ViewProbe's
/// stand-ins, not for app or test code.
public protocol _HarnessState: AnyObject, Sendable {
  /// Empty state.
  init()
  /// The app quits (`relaunch()`): what belonged to its process ends — a system sheet it showed
  /// is dismissed — while what the device keeps stays. Nothing happens unless the state says.
  @MainActor func _appWillQuit()
}

extension _HarnessState {
  /// Nothing ends with the app.
  @MainActor public func _appWillQuit() {}
}

extension ParentHarness {
  /// This harness's state of type `S` (made when first asked for): for ViewProbe's stand-ins,
  /// not for app or test code.
  public func _harnessState<S: _HarnessState>(_ type: S.Type) -> S {
    core.graph.systemActions.state(type)
  }

  /// Runs `work` as an event of this harness (its code's context, then one update): for
  /// ViewProbe's stand-ins, not for app or test code.
  public func _perform(
    sourceLocation: SourceLocation = #_sourceLocation, _ work: @MainActor () -> Void
  ) {
    core.flush(at: sourceLocation)
    guard let root = core.graph.root else { return }
    core.perform(at: sourceLocation, from: root, work)
  }
}

extension ParentHarness {
  /// Records `message` as misuse at `sourceLocation`: for ViewProbe's stand-ins, not for app or
  /// test code.
  public func _reportMisuse(_ message: String, sourceLocation: SourceLocation) {
    core.reportMisuse(message, at: sourceLocation)
  }
}

extension _ViewProbeRuntime {
  /// Runs `work` later on `queue` (another queue unless said), as the system runs a completion
  /// handler, in the context of the harness whose code runs now: `settle()` waits for it, and
  /// what it does (a write, a request to another stand-in) is that harness's.
  public static func completeOnAnotherQueue(
    _ queue: DispatchQueue = .global(), _ work: @escaping @Sendable () -> Void
  ) {
    let context = ProbeContext.current
    queue.async {
      ProbeContext.$current.withValue(context) { work() }
    }
  }

  /// Runs `work` later on the main queue, as the system calls a handler it declares without
  /// `@Sendable` (one app code may write on the main actor), in the context of the harness whose
  /// code runs now, as `completeOnAnotherQueue(_:_:)` does.
  public static func completeOnMainQueue(_ work: @escaping () -> Void) {
    let handler = MainQueueHandler(work: work)
    completeOnAnotherQueue(.main) { handler.work() }
  }

  /// The scene phase of the app whose code runs now (`.active` outside a harness): what the
  /// system checks before it shows a prompt that needs the app in front.
  public static var scenePhase: ScenePhase {
    ProbeContext.current.systemActions?.scenePhase ?? .active
  }

  /// The size views fill under the harness whose code runs now (its `geometrySize`; 390 × 844
  /// points outside one): the frame a `MapProxy` converts in.
  public static var geometrySize: CGSize {
    ProbeContext.current.systemActions?.geometrySize ?? ViewGraph.defaultGeometrySize
  }
}

/// A handler carried to the main queue, where it runs (`completeOnMainQueue`).
private struct MainQueueHandler: @unchecked Sendable {
  let work: () -> Void
}
