import Testing

/// What every harness shares: the graph, the context its operations run in, and the tree queries.
@MainActor
final class HarnessCore {
  let graph: ViewGraph
  let context: ProbeContext
  /// Where the current public call came from, so render-time issues point at the test's line.
  private var callSite: SourceLocation?
  /// Where the harness was created.
  let createdAt: SourceLocation
  /// The harness's name in reports: its type and where it was created.
  let name: String
  /// The graph's warnings the test has already checked: for each position, how many of its
  /// occurrences had been logged when it did.
  private var acknowledged: [Int: Int] = [:]

  init<Content: View>(
    profile: SemanticsProfile?, sourceLocation: SourceLocation, kind: String? = nil,
    beforeMount: (@MainActor () -> Void)? = nil, content: @escaping @MainActor () -> Content
  ) {
    var context = ProbeContext.current
    // From now on, what the hosted app asks of the network is answered by the test.
    HostedNetworkProtocol.registration
    let profile = profile ?? context.profile
    createdAt = sourceLocation
    name =
      (kind ?? "ParentHarness<\(_typeName(Content.self, qualified: false))>")
      + " (\(sourceLocation.fileName):\(sourceLocation.line))"
    graph = ViewGraph(profile: profile)
    context.profile = profile
    context.tracker = graph.tracker
    context.systemActions = graph.systemActions
    self.context = context
    graph.onIssue = { [unowned self] message, warning in
      // One problem, one issue: the warning that says the same is taken as checked.
      if let warning { acknowledge([warning]) }
      // Outside a call that names its line (an update a property read ran, after the test wrote
      // a model directly), the harness's own line is the nearest the test wrote.
      reportMisuse(message, at: callSite ?? createdAt)
    }
    run(at: sourceLocation) {
      beforeMount?()
      graph.mount(HarnessRoot(content: content))
      graph.flush()
    }
    context.scope?.register(self)
    graph.systemActions.setUpdater { [weak self] in self?.flush(at: nil) }
    if let test = Test.current {
      graph.tracker.inbox.attach(toTestAt: test.sourceLocation, named: test.name, harness: name)
    }
  }

  /// A harness that goes away takes its views with it: running `.task`s are cancelled.
  deinit {
    graph.startedTasks.cancelAll()
    graph.systemActions.endPauses()
    graph.tracker.inbox.detach()
  }

  /// Cancels the `.task`s of the hosted views, as SwiftUI does when they leave, and lets code
  /// paused for a `settle(until:)` go on: the test is over.
  func cancelViewTasks() {
    graph.startedTasks.cancelAll()
    graph.systemActions.endPauses()
    graph.tracker.inbox.detach()
  }

  /// The harness's context, with the reporter of the code calling it now, if it has one: a catalog
  /// check (or a test capturing reports) hears of a harness made before it.
  var effectiveContext: ProbeContext {
    guard let reporter = ProbeContext.current.reporter else { return context }
    var effective = context
    effective.reporter = reporter
    return effective
  }

  /// Runs `work` with this harness's context: new `@State` values follow its profile, and
  /// warnings from uninstalled properties land in its log.
  func run<T>(at sourceLocation: SourceLocation?, _ work: () -> T) -> T {
    let saved = callSite
    if let sourceLocation { callSite = sourceLocation }
    defer { callSite = saved }
    var token = graph.spawnedTasks.token(at: callSite ?? createdAt)
    let result = ProbeContext.$current.withValue(context(with: token)) { work() }
    graph.spawnedTasks.closing(&token)
    return result
  }

  /// Runs async `work` (a `.refreshable` action) with this harness's context, as `run` does.
  func run(at sourceLocation: SourceLocation?, _ work: () async -> Void) async {
    let saved = callSite
    if let sourceLocation { callSite = sourceLocation }
    defer { callSite = saved }
    var token = graph.spawnedTasks.token(at: callSite ?? createdAt)
    await ProbeContext.$current.withValue(context(with: token)) { await work() }
    graph.spawnedTasks.closing(&token)
  }

  /// The context of one call: tasks its code starts keep `token`, and park on it.
  private func context(with token: SpawnToken) -> ProbeContext {
    var context = effectiveContext
    context.spawnToken = token
    context.parking = token
    return context
  }

  /// Flushes pending invalidations (state writes, Observation, environment).
  func flush(at sourceLocation: SourceLocation?) {
    run(at: sourceLocation) { graph.flush() }
  }

  /// The parent re-renders: the content closure runs again and its result is reconciled.
  func reRender(at sourceLocation: SourceLocation?) {
    run(at: sourceLocation) {
      if let root = graph.root {
        graph.invalidate(
          root, cause: RenderCause(.parent, "the parent re-rendered (reRender())", token: "@self"))
      }
      graph.flush()
    }
  }

  /// More restarts than this during one `settle()` that times out are a loop of restarts.
  static let restartLoopThreshold = 100
  /// After this many restarts in one `settle()`, it stops waiting: the loop does not end.
  static let restartLoopLimit = 2_000
  /// More updates than this in which lazy rows that had just appeared started tasks, during one
  /// `settle()` that times out, are a feed that keeps loading pages.
  static let growingFeedThreshold = 20
  /// After this many such updates in one `settle()`, it stops waiting: the feed does not end.
  static let growingFeedLimit = 100

  /// Reports a feed whose rows kept appearing and starting tasks that add more rows.
  private func reportGrowingFeed(
    since before: (updates: Int, tasks: Int), waited: Duration?, at sourceLocation: SourceLocation
  ) {
    let starts = graph.rowTaskStarts
    let how = waited.map { "waited \($0) while" } ?? "stopped:"
    reportMisuse(
      "settle() \(how) rows kept appearing and starting tasks: in \(starts.updates - before.updates) "
        + "updates, the .tasks of rows that had just appeared started (\(starts.tasks - before.tasks) "
        + "in all, in \(starts.paths.joined(separator: ", "))), and each update added rows again. "
        + "Every row of a List or LazyVStack is built, and appears, at once here (A11), so a row "
        + "whose .task loads more (the last row of a feed) loads again for each page it adds; on a "
        + "device only rows scrolled on screen appear. Give the test's feed a last page.",
      at: sourceLocation)
  }

  /// Whether no `.task` and no `Task { }` started by the harness's code is running.
  private var isIdle: Bool {
    graph.runningTasks().isEmpty && graph.spawnedTasks.running.isEmpty
      && !network.hasAnswersInFlight
  }

  /// The running tasks, for messages: `.task`s by their view's path, `Task { }`s by where they
  /// were started.
  private var runningTaskNames: [String] {
    graph.runningTasks().map { ".task in \($0.path)" }
      + graph.spawnedTasks.running.sorted().map { "Task { } started by \($0)" }
  }

  /// The rounds without activity `settle(quietFor:)` needs besides its time (three of them
  /// sleep a millisecond).
  private static let quietRoundsNeeded = 24

  /// The longest a settle round (a few yields or a 1 ms sleep, and an update) takes on an actor
  /// nobody else is holding; more than that is time spent elsewhere. A task that keeps the actor
  /// busy itself still uses up the timeout: each round counts at least this much.
  private static let roundAllowance = Duration.milliseconds(50)

  /// How much of the time since `start` the main actor was held elsewhere, beyond a round's
  /// allowance.
  private static func heldElsewhere(
    since start: ContinuousClock.Instant, now: ContinuousClock.Instant
  ) -> Duration {
    max(.zero, now - start - roundAllowance)
  }

  /// What changes when tasks make progress: body evaluations, tasks running, tasks restarted.
  private var activitySignature: [Int] {
    [
      graph.bodyCounts.values.reduce(0, +), graph.runningTasks().count,
      graph.spawnedTasks.running.count, taskRestarts,
    ]
  }

  /// Tasks started again by updates, ever: `.task(id:)`s given a new id, and harness calls (each
  /// update `settle()` runs is one) whose code started a `Task` that outlived them.
  private var taskRestarts: Int { graph.restartedTaskCount + graph.spawnedTasks.keptCount }

  /// Reports updates that keep starting tasks, each task's change causing the next update.
  private func reportRestartLoop(
    _ restarts: Int, waited: Duration?, at sourceLocation: SourceLocation
  ) {
    let how = waited.map { "waited \($0) while" } ?? "stopped:"
    reportMisuse(
      "settle() \(how) updates kept starting tasks: \(restarts) started again since it began "
        + "(running now: \(runningTaskNames.joined(separator: "; "))). Each task's change "
        + "causes an update that starts another: an update loop, in SwiftUI too (a .task(id:) "
        + "whose id is new at every update, or a Task started on appear by a view that its "
        + "change re-creates).",
      at: sourceLocation)
  }

  /// The requests the app is waiting on that the test never answered, once each: the app stays
  /// as for a server that does not answer, which is rarely what a test means.
  private func reportUnansweredRequests(at sourceLocation: SourceLocation) {
    for request in network.takeDownloads() {
      reportMisuse(
        "The app downloaded \(request.url?.absoluteString ?? "") with a download task, which "
          + "ViewProbe cannot answer on Linux (URLSession there takes a download's file only from "
          + "its own loader): the download failed with URLError(.unsupportedURL). Load it with "
          + "data(from:) and write the file, or test this path on an Apple platform.",
        at: sourceLocation)
    }
    let answered = network.answeredRoutes
    let routes =
      answered.isEmpty
      ? "" : " It answers only " + answered.joined(separator: ", ") + "."
    for request in network.takeUnreported() {
      let site = request.site.map { " (from \($0))" } ?? ""
      reportMisuse(
        "settle() returned with the app waiting for \(request.method) "
          + "\(request.request.url?.absoluteString ?? "")\(site), which the test has not "
          + "answered: a hosted app does not reach the network, so that tests never pass or fail "
          + "with a server. Answer it with harness.respond(to:with:) — a status, data, JSON or a "
          + "failure; the answer reaches the waiting request — or with .waiting to keep it "
          + "waiting on purpose.\(routes)", at: sourceLocation)
    }
  }

  /// Lets `.task`s run on the main actor, flushing between steps, until they are all done — or,
  /// with `quietFor`, until nothing has happened for that long (tasks that run as long as their
  /// view are expected then).
  ///
  /// With `until`, it returns as soon as the condition holds after an update, the tasks still
  /// running; tasks that finish, or a timeout, without it are a recorded issue.
  func settle(
    timeout: Duration, quietFor: Duration? = nil, until: (@MainActor () -> Bool)? = nil,
    at sourceLocation: SourceLocation
  ) async {
    let clock = ContinuousClock()
    var deadline = clock.now.advanced(by: timeout)
    var roundStarted = clock.now
    var rounds = 0
    let restartsBefore = taskRestarts
    let feedBefore = (updates: graph.rowTaskStarts.updates, tasks: graph.rowTaskStarts.tasks)
    var lastActivity = (signature: activitySignature, at: clock.now)
    var quietRounds = 0
    // Code showing its work in steps (a streamed response) pauses once the screen is there.
    graph.systemActions.setPauseCondition(until)
    defer { graph.systemActions.setPauseCondition(nil) }
    while true {
      await runMainQueueWork()
      flush(at: sourceLocation)
      if let until, until() { return }
      if isIdle {
        // A task that finished off the main actor after that flush may have changed state whose
        // update starts more: one more update decides. So does work a main-queue block queued
        // (the idle harness returns once a pass over the main queue changes nothing).
        flush(at: sourceLocation)
        let before = activitySignature
        await runMainQueueWork()
        flush(at: sourceLocation)
        if until?() == true { return }
        if isIdle && activitySignature == before {
          if until != nil { reportUnmetCondition(after: "the tasks finished", at: sourceLocation) }
          reportUnansweredRequests(at: sourceLocation)
          return
        }
      }
      if let quietFor {
        // Quiet is counted in rounds as well as in time: each round lets every task that can run
        // on the main actor run first, so a busy machine (tests in parallel) that delays the
        // tasks cannot pass for a quiet one.
        let signature = activitySignature
        if signature != lastActivity.signature {
          lastActivity = (signature, clock.now)
          quietRounds = 0
        } else {
          quietRounds += 1
          if quietRounds >= Self.quietRoundsNeeded && clock.now - lastActivity.at >= quietFor {
            reportUnansweredRequests(at: sourceLocation)
            return
          }
        }
      }
      let restarts = taskRestarts - restartsBefore
      if restarts > Self.restartLoopLimit {
        reportRestartLoop(restarts, waited: nil, at: sourceLocation)
        return
      }
      if graph.rowTaskStarts.updates - feedBefore.updates > Self.growingFeedLimit {
        reportGrowingFeed(since: feedBefore, waited: nil, at: sourceLocation)
        return
      }
      // The timeout counts the time these tasks had the main actor: a round is a few yields and
      // an update, so a long one means other tests held the actor (they run in parallel on it),
      // and that time is not the tasks' to account for.
      let now = clock.now
      deadline = deadline.advanced(by: Self.heldElsewhere(since: roundStarted, now: now))
      roundStarted = now
      if now >= deadline {
        // The deadline is wall-clock time, and tests run in parallel on the main actor: another
        // test may have held it past the deadline while a task here was ready to finish. Give the
        // tasks the actor once more before calling them stuck.
        for _ in 0..<8 { await Task.yield() }
        try? await Task.sleep(for: .milliseconds(20))
        flush(at: sourceLocation)
        if until?() == true { return }
        let running = runningTaskNames
        if until != nil {
          return reportUnmetCondition(
            after: running.isEmpty ? "the tasks finished" : "it waited \(timeout)",
            at: sourceLocation)
        }
        if running.isEmpty { return }
        // Quiet for long enough, in fewer rounds than asked: the main actor was busy with other
        // tests, not with these tasks.
        if let quietFor, activitySignature == lastActivity.signature,
          clock.now - lastActivity.at >= quietFor
        {
          return
        }
        let restarts = taskRestarts - restartsBefore
        if restarts > Self.restartLoopThreshold {
          reportRestartLoop(restarts, waited: timeout, at: sourceLocation)
          return
        }
        if graph.rowTaskStarts.updates - feedBefore.updates > Self.growingFeedThreshold {
          reportGrowingFeed(since: feedBefore, waited: timeout, at: sourceLocation)
          return
        }
        reportMisuse(
          "settle() waited \(timeout) and \(running.count) task(s) are still running: "
            + "\(running.joined(separator: "; ")). A task that never returns keeps a view loading; "
            + "one meant to run as long as its view (a for-await loop over a stream) is "
            + "expected with settle(quietFor:), which returns once nothing has happened for that "
            + "long.",
          at: sourceLocation)
        return
      }
      rounds += 1
      if rounds % 8 == 0 {
        try? await Task.sleep(for: .milliseconds(1))
      } else {
        await Task.yield()
      }
    }
  }

  /// Records that `settle(until:)` returned without its condition holding.
  private func reportUnmetCondition(after what: String, at sourceLocation: SourceLocation) {
    reportMisuse(
      "settle(until:) returned without its condition holding: \(what) first. The screen is "
        + "as the last update left it (the harness's visibleTexts show it).",
      at: sourceLocation)
  }

  /// Lets the blocks app code handed to the main queue before now (`DispatchQueue.main.async`,
  /// often from a completion handler) run: a marker queued behind them resumes the settle.
  private func runMainQueueWork() async {
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }
  }

  // MARK: Warnings and attachments

  /// Marks the warnings at `indices` as checked by the test, as often as they were logged so far.
  func acknowledge(_ indices: some Sequence<Int>) {
    let warnings = graph.tracker.warnings
    for index in indices { acknowledged[index] = warnings[index].occurrences }
  }

  /// The warnings the test has not checked: each with the occurrences logged since the test last
  /// checked it, and whether it had checked it before.
  func unacknowledgedWarnings() -> [(warning: RuntimeWarning, again: Bool)] {
    graph.tracker.warnings.enumerated().compactMap { index, warning in
      let checked = acknowledged[index] ?? 0
      guard warning.occurrences > checked else { return nil }
      var unchecked = warning
      unchecked.occurrences -= checked
      return (unchecked, checked > 0)
    }
  }

  /// Whether this harness's tree was attached to the current test already.
  private var attachedTree = false

  /// Attaches the tree dump to the current test, once per harness.
  func attachDumpOnce() {
    guard !attachedTree else { return }
    attachedTree = true
    flush(at: nil)
    Attachment.record(dump(), named: "\(name) tree.txt")
  }

  // MARK: Queries

  /// The views the content closure produced: the shallowest user-written views under the root.
  func rootViews() -> [ViewNode] {
    var result: [ViewNode] = []
    var stack = Array((graph.root?.children ?? []).reversed())
    while let node = stack.popLast() {
      if node.layout.isPrimitive {
        stack.append(contentsOf: node.children.reversed())
      } else {
        result.append(node)
      }
    }
    return result
  }

  /// The Text strings inside a node (a control's label), joined by spaces.
  func labelText(of node: ViewNode) -> String {
    node.texts.joined(separator: " ")
  }

  func reportMisuse(_ message: String, at sourceLocation: SourceLocation) {
    ProbeContext.$current.withValue(effectiveContext) {
      ViewProbe.reportMisuse(message, at: sourceLocation)
    }
  }

  func reportFailure(_ message: String, at sourceLocation: SourceLocation) {
    ProbeContext.$current.withValue(effectiveContext) {
      ViewProbe.reportFailure(message, at: sourceLocation)
    }
  }
}

extension SourceLocation {
  /// Used when a render-time issue has no public call to point at.
  static var unknown: SourceLocation {
    SourceLocation(fileID: "ViewProbe/unknown.swift", filePath: "unknown.swift", line: 1, column: 1)
  }
}
