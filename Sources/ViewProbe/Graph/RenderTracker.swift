import Foundation
import Testing

/// The part of a graph that storage and Observation callbacks talk to.
///
/// `@State` storage, bindings and `withObservationTracking`'s `onChange` are not main-actor types,
/// so they cannot call the graph directly. They record reads against the node whose body is being
/// evaluated, post invalidations, and log warnings here; the graph drains it on the main actor.
/// Invalidations and warnings are guarded by a lock because Observation may call from any thread.
final class RenderTracker: @unchecked Sendable {
  /// The node whose body is evaluating, and the generation of that evaluation.
  /// Only read and written on the main actor, during a render.
  private(set) var reader: (node: Int, generation: Int)?
  /// Builds the path of the view being updated, only when a warning needs it.
  private var readerPath: () -> String = { "" }
  /// The profile, fixed when the graph is created.
  let profile: SemanticsProfile

  private let lock = NSLock()
  /// Where invalidations are posted. Observation registrations (which may outlive the graph)
  /// hold it weakly, not the tracker: a weakly referenced object gets a side table, which sends
  /// every retain and release of it down the slow path, and the tracker is retained for every
  /// view that reads state or the environment.
  let inbox = InvalidationInbox()
  /// The harness's clock, and the work Combine's time operators scheduled on it.
  let clock = ClockQueue()
  private var loggedWarnings: [RuntimeWarning] = []
  /// Where each logged message, for each view, stands in `loggedWarnings`: a mistake repeated at
  /// every update counts up one warning, so a long test's log stays as long as its distinct
  /// mistakes.
  private var warningPositions: [WarningKey: Int] = [:]

  init(profile: SemanticsProfile) {
    self.profile = profile
  }

  /// Whether a view update (a body or a primitive's content) is running.
  var isUpdating: Bool { reader != nil }

  /// Runs `body` with `node` recorded as the reader of everything it touches.
  func reading<T>(
    node: Int, generation: Int, path: @escaping () -> String, _ body: () -> T
  ) -> T {
    let saved = (reader, readerPath)
    reader = (node, generation)
    readerPath = path
    inbox.updatingNode = node
    defer {
      (reader, readerPath) = saved
      inbox.updatingNode = saved.0?.node
    }
    return body()
  }

  /// Runs `body` under the tracker's lock (for state that Observation callbacks touch).
  func synchronized<T>(_ body: () -> T) -> T { lock.withLock(body) }

  /// How many invalidations were ever posted (tests check that stale ones are not).
  var postedInvalidations: Int { inbox.posted }

  /// Records that `node`, as rendered in `generation`, must re-render, and why.
  func invalidate(node: Int, generation: Int, cause: PendingCause) {
    inbox.post(node: node, generation: generation, cause: cause)
  }

  /// Takes every pending invalidation.
  func drainInvalidations() -> [(node: Int, generation: Int, cause: PendingCause)] {
    inbox.drain()
  }

  /// The path of the control whose event (a tap, typed input) is running, when no update is.
  /// Made only when a warning needs it: a path costs the control's depth, and most events warn
  /// nothing (under thousands of layers, building it on every tap was most of a tap's cost).
  var eventPath: (() -> String)?

  /// Logs a runtime warning, for the view being updated or the control whose event is running
  /// (or for the view at `path`, the node `node`), and returns its position among ``warnings``: the
  /// same message from the same view counts up the first. Paths alone do not tell views apart
  /// (two screens of one type pushed on a stack have one path), so a node is part of the key.
  @discardableResult
  func warn(_ message: String, path: String? = nil, node: Int? = nil) -> Int {
    let key =
      if let path {
        WarningKey(message: message, path: path, node: node)
      } else if let reader {
        WarningKey(message: message, path: readerPath(), node: reader.node)
      } else {
        WarningKey(message: message, path: eventPath?() ?? "", node: node)
      }
    return lock.withLock {
      if let position = warningPositions[key] {
        loggedWarnings[position].occurrences += 1
        return position
      }
      warningPositions[key] = loggedWarnings.count
      loggedWarnings.append(RuntimeWarning(message: key.message, path: key.path))
      return loggedWarnings.count - 1
    }
  }

  /// Logs (and, for `_printChanges`, may print) why the body being evaluated runs; set by the
  /// graph.
  var logChangesOfCurrentBody: (_ printing: Bool) -> Void = { _ in }

  /// Every warning logged so far.
  var warnings: [RuntimeWarning] { lock.withLock { loggedWarnings } }
}

/// The test that made a harness, and the tests whose writes reaching it were reported.
private struct InboxOwner {
  /// Where the test is declared: what tells two tests apart.
  let test: SourceLocation
  let testName: String
  let harness: String
  var reported: Set<SourceLocation> = []
}

/// What makes two logged warnings one: the same message from the same view.
private struct WarningKey: Hashable {
  let message: String
  let path: String
  /// The view's node, when the warning is logged for one.
  let node: Int?
}

/// Why an invalidation was posted, as storage and Observation callbacks know it.
enum PendingCause: @unchecked Sendable {
  /// The `@State` (or `@AppStorage`) property with this name was written.
  case state(String)
  /// An observable property changed: the key path Observation reports, when it reports one.
  case observation(AnyKeyPath?)
  /// An observable property read by one row's content (a `ForEach` row, identified by its key)
  /// changed: only that row's content is built again.
  case rowContent(ChildKey, AnyKeyPath?)
  /// The `ObservableObject` held by the property with this name emitted `objectWillChange`.
  case objectWillChange(String)
}

/// The invalidations posted to a tracker and not yet drained, guarded by a lock: Observation may
/// post from any thread.
final class InvalidationInbox: @unchecked Sendable {
  private let lock = NSLock()
  private var invalidations: [(node: Int, generation: Int, cause: PendingCause)] = []
  private var postedCount = 0
  /// What other threads, and publishes during an update, hand to the graph (see `InboxNotice`).
  private var notices: [InboxNotice] = []
  /// The node whose update (body or primitive content) is running, if any. Written and read on
  /// the main actor only: a publish on the main thread checks it to tell a write made during an
  /// update.
  var updatingNode: Int?
  /// The test that made the harness, while the harness lives: a write from another test that
  /// reaches its views is recorded (see ``post(node:generation:cause:)``). Guarded by the lock.
  private var owner: InboxOwner?

  /// How many invalidations were ever posted.
  var posted: Int { lock.withLock { postedCount } }

  /// Records that `node`, as rendered in `generation`, must re-render, and why. A write made by
  /// another test than the harness's own (tests run in parallel; the written object is shared
  /// between them: a static instance, a singleton) is recorded as an issue of the writing test,
  /// once per writing test.
  func post(node: Int, generation: Int, cause: PendingCause) {
    let crossing = lock.withLock { () -> (writer: Test, owner: InboxOwner)? in
      postedCount += 1
      invalidations.append((node, generation, cause))
      // A test is told by where it is declared (reading a test's `id` builds it: several times
      // the cost of this comparison, which runs for every invalidation).
      guard var owner, let writer = Test.current, writer.sourceLocation != owner.test,
        owner.reported.insert(writer.sourceLocation).inserted
      else { return nil }
      self.owner = owner
      return (writer, owner)
    }
    if let crossing { Self.reportCrossing(by: crossing.writer, into: crossing.owner) }
  }

  /// Marks the harness as made by the test declared at `location`, named `testName` (the
  /// harness's name in reports: `harness`).
  func attach(toTestAt location: SourceLocation, named testName: String, harness: String) {
    lock.withLock { owner = InboxOwner(test: location, testName: testName, harness: harness) }
  }

  /// The harness is gone, or its test is over: writes reaching it no longer concern any test.
  func detach() { lock.withLock { owner = nil } }

  private static func reportCrossing(by writer: Test, into owner: InboxOwner) {
    ProbeContext.report(
      "A write in this test (“\(writer.name)”) reached the views of \(owner.harness), a harness "
        + "made by another test running at the same time (“\(owner.testName)”): the object "
        + "written is shared between tests — a static instance, a singleton, a model kept in a "
        + "global — so what each test's views show, and how often their bodies run, depends on "
        + "when the other runs. Give each test its own instance (make it in the test and hand it "
        + "to the view), or run the tests that share it one at a time (a .serialized suite).")
  }

  /// Takes every pending invalidation.
  func drain() -> [(node: Int, generation: Int, cause: PendingCause)] {
    lock.withLock {
      defer { invalidations.removeAll() }
      return invalidations
    }
  }

  /// Hands `notice` to the graph, which acts on it at the start of its next update pass.
  func post(_ notice: InboxNotice) {
    lock.withLock { notices.append(notice) }
  }

  /// Takes every notice posted since the last call.
  func drainNotices() -> [InboxNotice] {
    lock.withLock {
      defer { notices.removeAll() }
      return notices
    }
  }
}

/// What reaches the graph through its inbox besides invalidations.
enum InboxNotice: @unchecked Sendable {
  /// An object the view `node` observes published from a thread other than the main one:
  /// SwiftUI's warning (the view is invalidated as usual).
  case offMainPublish(node: Int)
  /// The update of the view `writer` made an object publish (a `@Published` written in a body):
  /// SwiftUI's warning, and no view is invalidated.
  case publishDuringUpdate(writer: Int)
  /// Work sent from another thread (a value for an `onReceive`), run on the main actor.
  case delivery(@Sendable @MainActor () -> Void)
  /// A focus state was set to name a view: the update checks that one bound to it is there (H08).
  case focusClaim(FocusClaim)
}
