#if os(iOS) || os(tvOS) || os(visionOS)
  import UIKit
#endif

/// The simulated view tree: it keeps storage by identity and re-evaluates only what is invalid.
///
/// A render pass (ARCHITECTURE.md): install the view's dynamic properties, evaluate `body` under
/// Observation tracking with the node as the reader, reconcile the children by identity, and let
/// each surviving child skip its body when its value and dependencies did not change.
@MainActor
final class ViewGraph {
  let tracker: RenderTracker
  var profile: SemanticsProfile { tracker.profile }
  private(set) var root: ViewNode?

  private(set) var nodes = NodeTable()
  private var nextID = 0
  private var dirty: [ViewNode] = []
  private var pendingActions: [@MainActor () -> Void] = []
  /// Counts flushes: `onChange` uses it to notice several updates within one frame (E07).
  private(set) var frame = 0
  /// Tasks started by `.task`, until they finish (forgotten by `runningTasks()`, and now and then
  /// as tasks start: see `taskPruningSize`).
  var tasks: [TaskRecord] = []
  /// How long `tasks` may grow before the finished ones are forgotten as a task starts: a long
  /// test that never settles keeps restarting tasks. Doubles with what is still running, so
  /// starting many tasks that all keep running costs no more than once each.
  var taskPruningSize = 1_024
  /// How many `.task(id:)`s have started again for a new id, ever: `settle()` tells a loop of
  /// restarts from a stuck task.
  var restartedTaskCount = 0
  /// The `.task`s lazy rows started as they appeared (`settle()` tells a growing feed by them).
  let rowTaskStarts = RowTaskStarts()
  /// Every task started, for cancelling them all when the harness goes away.
  nonisolated let startedTasks = StartedTasks()
  /// Tasks started with `Task { }` by code the harness ran, until they finish.
  nonisolated let spawnedTasks = SpawnedTasks()
  /// The nodes of the sheets and alerts that presented their content in the last update: what
  /// they show covers the rest of the screen (see `Covering.swift`).
  var presentingNodeIDs = Set<Int>()
  /// The pairs of presenters already warned of for being up at once from one screen.
  var warnedPresentationPairs = Set<[Int]>()
  /// The presenters already warned of for being among system-drawn items (a menu's).
  var warnedLostPresentations = Set<Int>()
  /// Whether a `TabView` or a navigation container was ever in the tree: until then no view can
  /// be hidden in a tab or beneath a pushed view, and actions skip looking (see `touchRefusal`).
  var hasScreenContainers = false
  /// Whether a `TabView` has been in the tree: until then no view is a page of one.
  var hasTabViews = false
  /// Whether a toolbar item placed above the keyboard has been in the tree.
  var hasKeyboardToolbars = false
  /// Whether content drawn in a navigation container's bars (a toolbar's items) has been in the
  /// tree: from then on, views are looked at for a bar to draw it in (see `ToolbarBars.swift`).
  var hasBarContent = false
  /// Whether swipe actions have been in the tree (see `SwipeActionRows.swift`).
  var hasSwipeActions = false
  /// Whether `keyboardIsUp` is being worked out (it looks at fields, which may be in toolbars).
  var isCheckingKeyboard = false
  /// Whether an `allowsHitTesting(false)` or a `hidden()` has been in the tree: until then no
  /// touch can be refused by one, and actions skip looking up the view's ancestors for them.
  var hasHitTestingModifiers = false
  /// Whether a `List` or `Form` has been in the tree: until then a tap never looks for the list
  /// row of the button it taps (see `ListRowButtons.swift`).
  var hasListContainers = false
  /// How many `onAppear` actions the current flush has queued: an update loop whose passes keep
  /// adding views with such actions is explained.
  var appearActionsThisFlush = 0
  /// Whether the current flush has run so many passes that it may be a loop: from then on, the
  /// first few views whose `onAppear` or `onChange` actions are queued are remembered for its
  /// message (an appearing view's path, and whether a lazy container holds it; a change
  /// action's watched type and view), at no cost to a flush that settles.
  var isTracingLoop = false
  var loopAppearances: [(path: String, inLazyContainer: Bool)] = []
  var loopChangeActions: [(valueType: Any.Type, node: ViewNode)] = []
  /// How many `onChange` actions the current flush has queued: an update loop whose passes keep
  /// firing them is explained by them.
  var changeActionsThisFlush = 0
  /// The same for `onPreferenceChange` actions: the keys and views of the first few queued while
  /// tracing a loop, and how many the current flush has queued.
  var loopPreferenceActions: [(key: Any.Type, node: ViewNode)] = []
  var preferenceActionsThisFlush = 0
  /// The views whose appear and disappear follow their sight (see `Visibility.swift`), and those
  /// added since the last look.
  var visibilityWatched: Set<Int> = []
  var newlyWatched: [Int] = []
  /// The stacks and tab views, whose pushed views and shown tabs decide what is in sight.
  var screenContainerIDs: Set<Int> = []
  var lastScreenSignature: [Int] = []
  /// For the nodes a style lookup passed: the node on the way up whose parent decides styles
  /// (see `ViewNode.styleMarkerChild`), or -1. Kept here, not in every node: a field more in each
  /// node made mounting a list 7% slower.
  var styleMarkerChildIDs: [Int: Int] = [:]
  /// Whether a `ZStack` or an `overlay` has been in the tree: until then no touch can be covered
  /// by a view drawn over another (see `LayerCovering.swift`).
  var hasLayers = false
  /// Whether a view has been given a clear foreground (`foregroundStyle(.clear)`): only then do
  /// texts look up the tree for the foreground they are drawn in (see `ClearForeground.swift`).
  var hasClearForeground = false
  /// `@AppStorage` values, per key, for this graph only.
  let appStorage = AppStorageTable()
  /// The `@SceneStorage` of the one scene a harness hosts.
  let sceneStorage = AppStorageTable.sceneStorage()
  /// Body evaluations so far, by view type (counted on the type records: a dictionary update per
  /// body, or per discarded initial value, hashed once per row of a list update).
  var bodyCounts: [ObjectIdentifier: Int] {
    types.compactMapValues { $0.bodyCount == 0 ? nil : $0.bodyCount }
  }
  /// `@State` initial values evaluated and then discarded, by view type (A03).
  var discardedInitialValues: [ObjectIdentifier: Int] {
    types.compactMapValues { $0.discardedInitialValues == 0 ? nil : $0.discardedInitialValues }
  }
  /// Reported when a view's body cannot run (a missing environment object) or an update loops;
  /// with the index of the runtime warning that says the same, which the report stands for.
  var onIssue: (_ message: String, _ warning: Int?) -> Void = { _, _ in }

  /// Update passes allowed in one flush before it is cut off as a loop.
  let maxPasses = 100
  /// How deep the tree may go (in nodes: every view, container and modifier counts) before a view
  /// is taken to contain itself without end; a real screen stays far below it.
  let maxDepth = 200_000
  /// Whether the tree has been cut at ``maxDepth`` (reported once).
  private var reportedDepthLimit = false
  /// The size every `GeometryReader` proposes to its content (set by the harness).
  /// An iPhone's screen, in points: the size views fill unless a test sets another.
  nonisolated static let defaultGeometrySize = CGSize(width: 390, height: 844)
  var geometrySize = ViewGraph.defaultGeometrySize {
    didSet { systemActions.geometrySize = geometrySize }
  }
  /// Where the tap being driven lands, in the tapped view's space (`FoundView.tap(at:)`): what
  /// tap gestures that hear a location get. The origin unless a test says where.
  var tapLocation = CGPoint.zero
  /// The harness's clock: the date `TimelineView`s show; it moves only in `advanceTime(by:)`.
  var now: Date {
    get { tracker.clock.now }
    set { tracker.clock.now = newValue }
  }
  /// The color schemes views ask for with `preferredColorScheme`, by node id, the one that
  /// applies, and the root node that hands it to the tree.
  var colorSchemeRequests: [Int: ColorScheme] = [:]
  var preferredColorScheme: ColorScheme?
  var colorSchemeHost: Int?
  /// The app's scene phase, which the root hands the tree (`ParentHarness.setScenePhase(_:)`).
  var scenePhase = ScenePhase.active {
    didSet { systemActions.scenePhase = scenePhase }
  }
  /// How many times the harness relaunched the app: the root's content has a new identity at
  /// each launch.
  var launchCount = 0
  /// The nodes of `onPreferenceChange` modifiers, checked after each update (H09).
  var preferenceObservers: Set<Int> = []
  /// The nodes of views bound to a focus state (`.focused`, a `searchFocused` search field).
  var focusBinders: Set<Int> = []
  /// The nodes of views that publish focused values while focus is in them (`.focusedValue`,
  /// `.focusedObject`), and of those that publish them for the scene (`.focusedSceneValue` …).
  var focusedValuePublishers: Set<Int> = []
  var sceneValuePublishers: Set<Int> = []
  /// The focused-value properties installed in views, by their box.
  var focusedValueReaders: [ObjectIdentifier: any FocusedValueReading] = [:]
  /// The focused values collected after the last update, which those properties read.
  let focusedValueTable = FocusedValueTable()
  /// Whether a publisher updated or left, or focus may have moved, since the values were
  /// collected.
  var focusedValuesCheckNeeded = false
  /// Focus states that named a view when last written, by storage (see `FocusClaim`).
  var focusClaims: [ObjectIdentifier: FocusClaim] = [:]
  /// Whether a focus state was written, or a view bound to one updated or left, since the check.
  var focusCheckNeeded = false
  /// The nodes rendered since the preferences were last checked, while any `onPreferenceChange`
  /// is in the tree: only the observers above them can see a changed value.
  var renderedSincePreferenceCheck: [ViewNode] = []
  /// What this graph knows of each view type it has shown: the shared layout cache takes a lock,
  /// this does not.
  private var types: [ObjectIdentifier: ViewTypeRecord] = [:]
  /// The latest type records looked up, by a few bits of their type's address.
  private var recentTypes = [ViewTypeRecord?](repeating: nil, count: recentTypeSlots)
  private static let recentTypeSlots = 64
  /// See `NodeObservation.trackWithoutHandle`.
  private var sentinel = RegistrationSentinel()
  /// The latest body evaluations and their causes (see `RenderLog.swift`).
  var renderEntries: [RenderLogEntry] = []
  /// The latest identity changes seen while reconciling.
  var identityEvents: [IdentityEvent] = []
  /// Names of observable properties, by the key path Observation reports.
  var observedNames: [AnyKeyPath: String] = [:]
  /// The node whose body is evaluating, for `Self._printChanges()`.
  var bodyInProgress: (node: ViewNode, causes: [RenderCause])?
  /// The lines `Self._printChanges()` and `Self._logChanges()` produced.
  var printedChanges: [String] = []
  /// Whether `Self._printChanges()` also prints to standard output.
  var printsChanges = false
  /// The window's edit mode (D01): what an `EditButton` outside any navigation container toggles.
  let windowEditMode = OwnEditMode()
  /// The URLs, review requests and haptics that reached the system (`openedURLs`,
  /// `reviewRequests`, `sensoryFeedback`).
  let systemActions = SystemActionLog()
  /// The representables whose UIKit controllers may show SwiftUI views (hosting controllers):
  /// checked after each update for UIKit-side changes of what they show.
  var hostingNodes: Set<Int> = []
  /// The text field the harness last typed into, until it is submitted (`onEditingChanged`).
  weak var editingField: ViewNode?
  /// What was typed into `editingField`, a field bound to a value, and waits for editing to end
  /// (`ValueFieldText`).
  var uncommittedInput: UncommittedInput?
  /// The window's undo manager (`\.undoManager`): one per harness on Linux, none on Apple
  /// platforms (Guide §8).
  #if canImport(Darwin)
    let undoManager: UndoManager? = nil
  #else
    let undoManager: UndoManager? = UndoManager()
  #endif

  init(profile: SemanticsProfile) {
    tracker = RenderTracker(profile: profile)
    systemActions.appStorage = appStorage
    tracker.logChangesOfCurrentBody = { [unowned self] printing in
      MainActor.assumeIsolated {
        guard let line = self.changesOfCurrentBody() else { return }
        self.printedChanges.append(line)
        if printing && self.printsChanges { print(line) }
      }
    }
  }

  // MARK: Mounting and flushing

  /// Installs `view` as the root and renders the whole tree once.
  func mount(_ view: any View) {
    var environment = EnvironmentValues()
    environment.provideEditMode(from: .host) { windowEditMode.slot(tracker: tracker) }
    environment.undoManager = undoManager
    environment.systemActionLog = systemActions
    let root = makeNode(
      view, key: .body, parent: nil, scope: EnvironmentScope(environment), ownsScope: true,
      cause: .firstAppearance)
    self.root = root
    perform(.render(root))
  }

  /// Marks `node` as needing its body evaluated in the next pass, for `cause`.
  func invalidate(_ node: ViewNode, cause: RenderCause? = nil) {
    if let cause, node.isAlive { node.pendingCauses.append(cause) }
    guard node.isAlive, !node.isDirty else { return }
    node.isDirty = true
    dirty.append(node)
  }

  /// Marks the row with `key` of `node` (a `ForEach`) as needing its content built again. The
  /// change is not a cause of the row's body: that runs only if the rebuilt value differs, and
  /// its cause is then the changed input (E02), as when the whole ForEach is expanded again.
  private func invalidateRow(_ key: ChildKey, of node: ViewNode) {
    guard let rows = (node.primitiveState as? any RowSource)?.rows,
      let row = rows.row(key, among: node.children), row.isAlive, !row.needsRowRebuild
    else { return }
    row.needsRowRebuild = true
    if !row.isDirty { dirty.append(row) }
  }

  /// Acts on what the inbox received besides invalidations: runs deliveries, logs the publishing
  /// warnings (once per writing view and pass for publishes during an update).
  private func handle(_ notices: [InboxNotice]) {
    var writers = Set<Int>()
    for notice in notices {
      switch notice {
      case .delivery(let work):
        work()
      case .focusClaim(let claim):
        // A claim already kept for the state stands for this one (and knows its view).
        if focusClaims[claim.storage] == nil { focusClaims[claim.storage] = claim }
        focusCheckNeeded = true
      case .offMainPublish(let id):
        guard let node = nodes[id] else { continue }
        tracker.warn(SwiftUIMessage.publishingFromBackgroundThread, path: node.path, node: id)
      case .publishDuringUpdate(let writer) where writers.insert(writer).inserted:
        tracker.warn(
          SwiftUIMessage.publishingDuringUpdate, path: nodes[writer]?.path ?? "", node: writer)
      case .publishDuringUpdate:
        continue
      }
    }
  }

  /// Runs update passes until nothing is invalid: coalesced writes give one evaluation (A18).
  func flush() {
    frame += 1
    var passes = 0
    var clockRounds = 0
    var passesThatAddedAppearingViews = 0
    var passesThatChangedScreens = 0
    var passesThatFiredChangeActions = 0
    var passesAfterPreferenceActions = 0
    var preferenceActionsBeforePass = 0
    appearActionsThisFlush = 0
    changeActionsThisFlush = 0
    preferenceActionsThisFlush = 0
    loopChangeActions.removeAll()
    loopPreferenceActions.removeAll()
    loopAppearances.removeAll()
    isTracingLoop = false
    // The views are kept only for the update loop's message: not past this flush.
    defer {
      loopChangeActions.removeAll()
      loopPreferenceActions.removeAll()
      loopAppearances.removeAll()
      isTracingLoop = false
      // What waited for this update (a stand-in handing over its result in steps) goes on.
      systemActions.updated()
    }
    appStorage.refreshFromStores()
    while true {
      // Work due on the harness's clock (a value `receive(on:)` hands over) runs first: what it
      // invalidates is drained just below. Work that keeps scheduling more for now (a sink
      // behind `receive(on:)` writing what it receives from) is cut, as an update loop is.
      let due = tracker.clock.takeDue()
      if !due.isEmpty {
        clockRounds += 1
        if clockRounds > maxPasses {
          onIssue(
            "Update loop: work scheduled for now on the harness's clock (receive(on:), a debounce "
              + "of no time) scheduled more \(maxPasses) times in one update. A subscriber keeps "
              + "sending to the publisher it receives from; ViewProbe dropped that work.", nil)
          _ = tracker.clock.takeDue()
          return
        }
      }
      for work in due { work() }
      handle(tracker.inbox.drainNotices())
      for (id, generation, cause) in tracker.drainInvalidations() {
        if let node = nodes[id],
          generation == ViewNode.anyGeneration || node.generation == generation
        {
          if case .rowContent(let key, _) = cause {
            invalidateRow(key, of: node)
          } else {
            invalidate(node, cause: resolve(cause))
          }
        }
      }
      if dirty.isEmpty {
        // UIKit code may have changed what a hosting representable shows (a page turned by its
        // delegate) without any SwiftUI state changing: its hosted views follow.
        if !hostingNodes.isEmpty && passes <= maxPasses && refreshHostedViews() {
          passes += 1
          continue
        }
        // A focus state set back (its field left) invalidated its readers: they update first.
        if focusCheckNeeded && releaseUnboundFocus() { continue }
        // Focused values are collected again when a publisher or focus changed: the views that
        // read one that changed update.
        if focusedValuesCheckNeeded && refreshFocusedValues() { continue }
        // A TabView whose tabs now overflow its tab bar (or no longer do) gets (or loses) More.
        if hasTabViews && updateMoreItems() { continue }
        settleVisibility()
        if presentingNodeIDs.count > 1 { warnOfPresentationsUpAtOnce() }
        guard
          !pendingActions.isEmpty || tracker.clock.hasDue
            || (!preferenceObservers.isEmpty && checkPreferences())
        else { return }
        runPendingActions()
        continue
      }
      passes += 1
      // Focus may move in any update (a focus state written, a focused field gone).
      if !focusedValueReaders.isEmpty { focusedValuesCheckNeeded = true }
      // An `onPreferenceChange` action queued since the last pass is what this one renders after.
      if preferenceActionsThisFlush > preferenceActionsBeforePass {
        passesAfterPreferenceActions += 1
        preferenceActionsBeforePass = preferenceActionsThisFlush
      }
      if passes > maxPasses {
        let names = Set(dirty.map(\.firstNamedNode.path)).sorted().joined(separator: ", ")
        onIssue(
          "Update loop: \(maxPasses) update passes did not settle; still invalid: \(names). "
            + "A view keeps changing state that its own update depends on."
            + (passesThatChangedScreens >= maxPasses / 2
              ? Self.changingScreensHint
              : passesThatAddedAppearingViews >= maxPasses / 2
                ? appearActionsHint()
                : passesThatFiredChangeActions >= maxPasses / 2
                  ? changeActionsHint()
                  : passesAfterPreferenceActions >= maxPasses / 2 ? preferenceActionsHint() : ""),
          nil)
        dirty.forEach { $0.isDirty = false }
        dirty.removeAll()
        return
      }
      isTracingLoop = passes > maxPasses / 2
      let pass = dirty.sorted { $0.depth < $1.depth }
      dirty.removeAll()
      let appearancesBefore = appearActionsThisFlush
      let changeActionsBefore = changeActionsThisFlush
      for node in pass where node.isAlive && (node.isDirty || node.needsRowRebuild) {
        perform(node.needsRowRebuild ? .rebuildRow(node) : .render(node))
      }
      if settleVisibility() { passesThatChangedScreens += 1 }
      if appearActionsThisFlush > appearancesBefore { passesThatAddedAppearingViews += 1 }
      if changeActionsThisFlush > changeActionsBefore { passesThatFiredChangeActions += 1 }
      runPendingActions()
    }
  }

  /// Said of an update loop whose passes kept changing what is in sight.
  static let changingScreensHint =
    " Its passes kept changing what is in sight: a view that pushes, pops, selects a tab or "
    + "presents a cover when it appears (or disappears) makes another view appear whose action "
    + "undoes it, or does it again (a destination that pushes the next one), and so on; on a "
    + "device that loop runs too."

  /// Said of an update loop whose passes kept running `onAppear` actions of views they added:
  /// rows of a lazy container, which all appear at once here, or views that swap each other in.
  private func appearActionsHint() -> String {
    let paths = loopAppearances.map(\.path).withoutRepeats
    let which = paths.isEmpty ? "" : " (in \(paths.joined(separator: ", ")))"
    guard loopAppearances.isEmpty || loopAppearances.contains(where: \.inLazyContainer) else {
      return " Its passes kept running the onAppear actions\(which) of views they added, each "
        + "changing state that swaps in a view whose own onAppear changes it back; on a device "
        + "that loop runs too."
    }
    return " Its passes kept running the onAppear actions\(which) of views they added: every "
      + "row of a List or LazyVStack is built, and appears, at once here (A11), so a row that "
      + "loads more when it appears (the last row of a feed) loads again for each row it adds; "
      + "on a device only rows scrolled on screen appear."
  }

  /// Remembers, for an update loop's message, a view whose `onAppear` action is queued.
  func noteLoopAppearance(of node: ViewNode) {
    guard loopAppearances.count < 3 else { return }
    loopAppearances.append((node.declaringView.path, node.isInLazyContainer))
  }

  /// Said of an update loop whose passes kept running `onChange` actions: each writes what an
  /// `onChange` watches (its own value, or another's that writes back).
  private func changeActionsHint() -> String {
    // A view removed since its action ran is left out: its ancestors may be gone.
    let names = loopChangeActions.filter(\.node.isAlive).map {
      "onChange(of: \(_typeName($0.valueType, qualified: false))) in \($0.node.declaringView.path)"
    }
    .withoutRepeats.joined(separator: ", ")
    return " Its passes kept running onChange actions\(names.isEmpty ? "" : " (\(names))") "
      + "that change a value an onChange "
      + "watches: its own, or another's that changes it back; SwiftUI logs \"action tried to "
      + "update multiple times per frame\" and, on a device, runs one more each frame."
  }

  /// Said of an update loop whose passes each followed `onPreferenceChange` actions: each changes
  /// state that the value its preference combines is made from.
  private func preferenceActionsHint() -> String {
    let live = loopPreferenceActions.filter(\.node.isAlive)
    let names = live.map {
      "onPreferenceChange(\(_typeName($0.key, qualified: false)).self) in "
        + $0.node.declaringView.path
    }
    .withoutRepeats.joined(separator: ", ")
    let key = live.first.map { _typeName($0.key, qualified: false) } ?? "…"
    return
      " Its passes kept running onPreferenceChange actions\(names.isEmpty ? "" : " (\(names))") "
      + "that change state the preference's value is made from, so the value changes again; "
      + "SwiftUI logs \"\(SwiftUIMessage.boundPreferenceMultipleUpdates(named: key))\" and, on a "
      + "device, runs one more each frame."
  }

  /// Queues `action` to run once the current update pass is done.
  func schedule(_ action: @escaping @MainActor () -> Void) {
    pendingActions.append(action)
  }

  private func runPendingActions() {
    while !pendingActions.isEmpty {
      let actions = pendingActions
      pendingActions.removeAll()
      for action in actions { action() }
    }
  }

  // MARK: Rendering

  /// One step of an update: a node to render, or a surviving node to hand its new value.
  private enum Step {
    case render(ViewNode)
    case update(ViewNode, ChildList.Entry)
    /// A view that depends on its environment scope, after the scope's values changed.
    case environmentChanged(ViewNode)
    /// A `ForEach` row whose content read something that changed: built again from its element.
    case rebuildRow(ViewNode)
    /// A hosting representable whose UIKit side shows other hosting controllers than before.
    case rehost(ViewNode)
  }

  /// Runs `first` and every step it leads to, depth-first, parents before children, from an
  /// explicit work list: a tree thousands of views deep never deepens the call stack.
  private func perform(_ first: Step) {
    var steps = [first]
    while let step = steps.popLast() {
      switch step {
      case .render(let node):
        render(node, then: &steps)
      case .update(let node, let entry):
        update(node, with: entry, then: &steps)
      case .environmentChanged(let node):
        environmentChanged(node, then: &steps)
      case .rehost(let node):
        guard node.isAlive else { continue }
        var children = ChildList(environment: node.environment, node: node)
        appendHostedViews(of: node, to: &children)
        reconcile(node, with: children.entries, then: &steps)
      case .rebuildRow(let node):
        node.needsRowRebuild = false
        if let entry = rebuildRow(node) {
          if !preferenceObservers.isEmpty { renderedSincePreferenceCheck.append(node) }
          update(node, with: entry, then: &steps)
        } else if node.isDirty {
          render(node, then: &steps)
        }
      }
    }
  }

  /// A view at ``maxDepth``: its content is not built, so a view that contains itself without
  /// end stops here with a recorded issue instead of growing until memory runs out.
  private func cutTree(at node: ViewNode, then steps: inout [Step]) {
    node.isDirty = false
    if !reportedDepthLimit {
      reportedDepthLimit = true
      onIssue(
        "The view tree is \(maxDepth) levels deep at \(node.path); the content there was not "
          + "built. A view that contains itself needs a condition that ends the recursion.", nil)
    }
    reconcile(node, with: [], then: &steps)
  }

  private func makeNode(
    _ view: any View, key: ChildKey, parent: ViewNode?, scope: EnvironmentScope, ownsScope: Bool,
    cause: RenderCause
  ) -> ViewNode {
    nextID += 1
    let node = ViewNode(
      graph: self, id: nextID, key: key, parent: parent, view: view,
      typeRecord: typeRecord(of: type(of: view)), scope: scope, ownsScope: ownsScope)
    nodes.insert(node)
    if node.layout.drawsLayers { hasLayers = true }
    if node.layout.readsEnvironment { node.dependOnEnvironment() }
    // A first appearance is implied by a first body (see `logBody`); only a replacement with a
    // known cause is recorded here, which saves an array per new view.
    if !node.layout.isPrimitive && cause != .firstAppearance {
      node.pendingCauses = [appeared(node, cause)]
    }
    install(node)
    return node
  }

  private func install(_ node: ViewNode) {
    var ownsEveryBox = true
    node.forEachProperty { property, stateIndex, _ in
      if !property.install(in: node, stateIndex: stateIndex) { ownsEveryBox = false }
    }
    // The value is also shown elsewhere (a view value placed twice, stored content shown again):
    // this identity gets copies of the boxes that belong to the other one.
    if !ownsEveryBox { node.adoptForeignBoxes() }
    if node.layout.observesObjects { node.subscribeToObservedObjects() }
  }

  /// Evaluates the node's body (or a primitive's children) and reconciles what it produced; the
  /// children's own updates are queued on `steps`.
  private func render(_ node: ViewNode, then steps: inout [Step]) {
    guard node.depth < maxDepth else {
      cutTree(at: node, then: &steps)
      return
    }
    node.isDirty = false
    node.generation += 1
    node.seenEnvironment = node.environment
    var children = ChildList(environment: node.environment, node: node)
    if let expand = node.layout.expandPrimitive {
      node.pendingCauses.removeAll()
      if node.layout.isPlainExpansion {
        expand(node.view, &children)
      } else if node.layout.tracksItself {
        tracker.reading(node: node.id, generation: node.generation, path: { node.path }) {
          expand(node.view, &children)
        }
      } else {
        track(node) { expand(node.view, &children) }
      }
      if children.readsEnvironment { node.dependOnEnvironment() }
    } else {
      if let missing = missingEnvironmentObject(of: node) {
        let warning = tracker.warn(missing, path: node.path, node: node.id)
        onIssue("\(missing) (\(node.path): its body was not run)", warning)
        reconcile(node, with: [], then: &steps)
        return
      }
      node.bodyCount += 1
      node.typeRecord.bodyCount += 1
      if node.layout.stateCount > 0 {
        for slot in node.stateSlots { (slot as? OwnerBodyObserver)?.ownerBodyStarts() }
      }
      node.environmentReads.reset()
      let causes = logBody(of: node)
      bodyInProgress = (node, causes)
      if let represent = node.layout.represent {
        // A representable's update stands for its body. Its children are the SwiftUI views that
        // hosting controllers inside it show; they start from the window's environment, not this
        // view's (a hosting controller is a root of its own).
        track(node) { represent(node.view, node) }
        bodyInProgress = nil
        appendHostedViews(of: node, to: &children)
      } else {
        let body = track(node) { node.view.anyBody }
        bodyInProgress = nil
        children.append(body, key: .body)
      }
    }
    if let source = node.scope.subviewSourceID {
      reconcileContent(node, with: &children, source: source, then: &steps)
    } else {
      reconcile(
        node, with: children.entries, keysRepeatChildren: children.keysRepeatChildren,
        then: &steps)
    }
    if !preferenceObservers.isEmpty { renderedSincePreferenceCheck.append(node) }
  }

  /// Reconciles a node of a custom container's content: each child that is one subview is a leaf
  /// (see `SubviewResolution.swift`), and the container hears of what changed.
  private func reconcileContent(
    _ node: ViewNode, with children: inout ChildList, source: Int, then steps: inout [Step]
  ) {
    children.markSubviewLeaves(graph: self)
    let before = node.children
    reconcile(
      node, with: children.entries, keysRepeatChildren: children.keysRepeatChildren,
      then: &steps)
    let structureChanged =
      before.count != node.children.count || zip(before, node.children).contains { $0 !== $1 }
    subviewContentUpdated(node, source: source, structureChanged: structureChanged)
  }

  /// What stands for `view` in a custom container's content: `nil` for a view that stands for a
  /// list of subviews (it is resolved there), a modifier to apply to each subview for a modifier
  /// applied to such a list, else a leaf for the one subview it is.
  func contentReplacement(for view: any View) -> (any View)? {
    let record = typeRecord(of: type(of: view))
    if record.isListTransparent { return nil }
    if record.distributesModifier, let modified = view as? any ModifierDistributing {
      return _DistributedModifier(
        content: modified.distributedContent, modifier: modified.distributedModifier,
        apply: { modified.applyingModifier(to: $0) })
    }
    return _SubviewLeaf(view: view)
  }

  /// Adds the SwiftUI views that hosting controllers inside `node`'s UIKit controller show. They
  /// start from the window's environment, not the representable's: a hosting controller is a
  /// root of its own.
  private func appendHostedViews(of node: ViewNode, to children: inout ChildList) {
    guard let made = node.primitiveState as? any MadeByRepresentable,
      made.madeObject is UIViewController
    else { return }
    hostingNodes.insert(node.id)
    // Hosted views UIKit does not show now are covered (see `ViewNode.covering(of:)`).
    hasScreenContainers = true
    let window = root?.environment ?? node.environment
    for hosted in made.hostedViews() {
      children.append(hosted.view, key: .element(hosted.key), environment: window)
    }
  }

  /// Rehosts the hosting representables whose UIKit side now holds other hosting controllers
  /// than their children (one shown for the first time, one let go); whether one did.
  private func refreshHostedViews() -> Bool {
    var changed = false
    for id in hostingNodes {
      guard let node = nodes[id], node.isAlive,
        let made = node.primitiveState as? any MadeByRepresentable
      else {
        hostingNodes.remove(id)
        continue
      }
      let hosted = made.hostedViews().map { ChildKey.element($0.key) }
      if hosted != node.children.map(\.key) {
        perform(.rehost(node))
        changed = true
      }
    }
    return changed
  }

  /// Runs `work` as `node`'s update: it reads state and observable properties on its behalf.
  /// The registrations of the node's previous update are cancelled first.
  private func track<T>(_ node: ViewNode, _ work: () -> T) -> T {
    let generation = node.generation
    return tracker.reading(node: node.id, generation: generation, path: { node.path }) {
      node.silenceUnheldRegistration()
      if node.typeRecord.readsObservation {
        return node.trackedObservation.track(node: node.id, generation: generation, work)
      }
      return withUnheldTracking(node: node.id, generation: generation, row: nil, work) {
        node.typeRecord.readsObservation = true
        node.unheldRegistration = $0
      }
    }
  }

  /// Tracks `work` without a handle (see `NodeObservation.trackWithoutHandle`); when it read an
  /// observable property, `installed` gets the sentinel its registrations hold.
  func withUnheldTracking<T>(
    node: Int, generation: Int, row: ChildKey?, _ work: () -> T,
    installed: (RegistrationSentinel) -> Void
  ) -> T {
    let result = NodeObservation.trackWithoutHandle(
      node: node, generation: generation, row: row, tracker: tracker, sentinel: sentinel, work)
    if !isKnownUniquelyReferenced(&sentinel) {
      installed(sentinel)
      sentinel = RegistrationSentinel()
    }
    return result
  }

  /// Runs `work`, part of a self-tracking primitive's expansion, as `node`'s tracked update.
  func trackExpansion<T>(of node: ViewNode, _ work: () -> T) -> T { track(node, work) }

  private func missingEnvironmentObject(of node: ViewNode) -> String? {
    var message: String?
    node.forEachProperty { property, _, _ in
      if message == nil { message = property.missingEnvironmentObject(in: node.environment) }
    }
    return message
  }

  // MARK: Reconciling

  /// Matches the produced children to the existing ones by key and type: a match keeps its
  /// identity and storage; anything else is created fresh, and what is left is torn down. The
  /// children's updates are queued on `steps`, first child on top.
  private func reconcile(
    _ node: ViewNode, with entries: [ChildList.Entry], keysRepeatChildren: Bool = false,
    then steps: inout [Step]
  ) {
    // Children usually come back with the same keys in the same order: those are matched by
    // position, and only the rest goes through a dictionary (hashing every key of a 10,000-row
    // ForEach on every update was a large part of an update's cost).
    let old = node.children
    var inPlace = keysRepeatChildren && old.count == entries.count ? old.count : 0
    while inPlace < min(old.count, entries.count), old[inPlace].key == entries[inPlace].key {
      inPlace += 1
    }
    var existing: [ChildKey: ViewNode] = [:]
    for child in old[inPlace...] { existing[child.key] = child }
    var children: [ViewNode] = []
    children.reserveCapacity(entries.count)
    // A first expansion adds children: that is appearance, not an identity change.
    let notesChanges = node.generation > 1
    var created: [ViewNode] = []
    var retyped: [ChildKey: String] = [:]
    for (index, entry) in entries.enumerated() {
      // (Removing from an empty dictionary still hashes the key: a mount has no old children.)
      if let match = index < inPlace
        ? old[index] : existing.isEmpty ? nil : existing.removeValue(forKey: entry.key)
      {
        if match.typeID == ObjectIdentifier(type(of: entry.view)) {
          children.append(match)
          continue
        }
        retyped[entry.key] = match.layout.shortName
        tearDown(match)
      }
      let child = makeNode(
        entry.view, key: entry.key, parent: node,
        scope: entry.inheritsEnvironment
          ? node.scope : EnvironmentScope(entry.environment, enclosing: node.scope),
        ownsScope: !entry.inheritsEnvironment, cause: .firstAppearance)
      children.append(child)
      if notesChanges { created.append(child) }
    }
    for leftover in existing.values { tearDown(leftover) }
    if notesChanges && (!created.isEmpty || !existing.isEmpty || !retyped.isEmpty) {
      noteIdentityChanges(
        of: node, created: created, removed: Array(existing.values), retyped: retyped)
    }
    node.children = children
    // The children's steps, first child on top. A node never rendered is new (it renders); the
    // others take their new value. (Pushed straight from here: building a list of steps and
    // reversing it copied every entry twice.)
    steps.reserveCapacity(steps.count + children.count)
    for index in children.indices.reversed() {
      let child = children[index]
      steps.append(child.generation == 0 ? .render(child) : .update(child, entries[index]))
    }
  }

  /// Hands a surviving node its new value and environment; its body runs only if needed (E02).
  private func update(_ node: ViewNode, with entry: ChildList.Entry, then steps: inout [Step]) {
    guard node.isAlive else { return }
    // A row waiting to be built again from its element has just been, by its ForEach.
    node.needsRowRebuild = false
    let view = entry.view
    var needsBody = node.isDirty
    // A primitive whose parent says its value is the one it shows (a placed subview whose leaf
    // did not change) keeps what it built.
    if node.layout.isPrimitive, !needsBody, let isEqual = entry.isEqual, isEqual(node.view, view) {
      adoptEnvironment(of: node, from: entry, then: &steps)
      return
    }
    // An equal value is not taken: the view keeps the one it has, as SwiftUI's graph stores a new
    // value only when it differs. What a `==` leaves out (`.equatable()`, an `Equatable` class
    // that calls a new instance equal) stays as it was, even when the view's own state later runs
    // its body (E02, E03).
    var takesValue = true
    if !node.layout.isPrimitive {
      if entry.isEqual?(node.view, view) ?? node.currentValueEquals(view) {
        takesValue = false
      } else {
        needsBody = true
        node.pendingCauses.append(
          inputChange(of: node, from: node.view, to: view, custom: entry.isEqual))
      }
    }
    adoptEnvironment(of: node, from: entry, then: &steps)
    if takesValue {
      node.view = view
    } else if node.layout.stateCount > 0 {
      // The value's `@State` initial values were evaluated all the same, and are discarded (A03).
      node.forEachProperty(of: view) { property, _, _ in
        if property.hasUnusedInitialValue { countDiscardedInitialValue(of: node) }
      }
    }
    install(node)
    if node.layout.isPrimitive {
      render(node, then: &steps)
      return
    }
    if readEnvironmentChanged(node) { needsBody = true }
    if needsBody { render(node, then: &steps) }
  }

  /// Whether a view that reads the environment reads something that changed since its last
  /// update; the change is logged as a render cause (D03).
  private func readEnvironmentChanged(_ node: ViewNode) -> Bool {
    guard node.layout.readsEnvironment else { return false }
    let (old, new) = (node.seenEnvironment, node.environment)
    guard !old.isIdentical(to: new) else { return false }
    node.seenEnvironment = new
    // SwiftUI cannot tell what `context.environment` a representable reads: any change updates it.
    var changed = node.layout.represent != nil
    if changed {
      node.pendingCauses.append(
        RenderCause(.environment, "its environment changed", token: "@dependencies"))
    }
    node.forEachProperty { property, _, _ in
      if property.environmentChanged(from: old, to: new) {
        changed = true
        node.pendingCauses.append(
          RenderCause(
            .environment, "environment \(property.environmentKey ?? "value") changed",
            token: "@dependencies"))
      }
    }
    return changed
  }

  /// Gives a surviving node the environment its parent now hands it. A view sharing its parent's
  /// scope has it already; a view with its own scope replaces the scope's values, and the views
  /// that depend on them are told (after this view's own subtree).
  private func adoptEnvironment(
    of node: ViewNode, from entry: ChildList.Entry, then steps: inout [Step]
  ) {
    if node.ownsScope {
      guard !node.scope.values.isIdentical(to: entry.environment) else { return }
      node.scope.values = entry.environment
      announceChange(of: node.scope, then: &steps)
    } else if !entry.inheritsEnvironment {
      // The parent used to hand its own environment and now hands another: the view (and the
      // descendants that shared the old scope through it) move to a scope of their own.
      let old = node.scope
      let own = EnvironmentScope(entry.environment, enclosing: old)
      node.ownsScope = true
      var moving = [node]
      while let current = moving.popLast() {
        guard current.scope === old else { continue }
        current.scope = own
        if current.isEnvironmentDependent {
          old.dependents.remove(current.id)
          own.dependents.insert(current.id)
        }
        moving.append(contentsOf: current.children)
      }
      announceChange(of: own, then: &steps)
    }
  }

  /// Queues the dependents of `scope` for an environment check, the shallowest first.
  private func announceChange(of scope: EnvironmentScope, then steps: inout [Step]) {
    let dependents = scope.dependents.compactMap { nodes[$0] }.filter {
      $0.isAlive && $0.scope === scope
    }
    steps.append(
      contentsOf: dependents.sorted { $0.depth > $1.depth }.map { .environmentChanged($0) })
  }

  /// A dependent of a scope whose values changed: a primitive describes its children again; a
  /// view re-renders if what it reads changed. Nothing happens if it already saw the new values.
  private func environmentChanged(_ node: ViewNode, then steps: inout [Step]) {
    guard node.isAlive, !node.seenEnvironment.isIdentical(to: node.environment) else { return }
    if node.layout.isPrimitive {
      render(node, then: &steps)
      return
    }
    install(node)
    if readEnvironmentChanged(node) || node.isDirty { render(node, then: &steps) }
  }

  /// Removes a subtree: its storage is released and its disappear actions are scheduled.
  private func tearDown(_ node: ViewNode) {
    var stack = [node]
    let edited = uncommittedInput == nil ? nil : editingField
    while let current = stack.popLast() {
      if current === edited { editedFieldLeft() }
      nodes.remove(current.id)
      if !styleMarkerChildIDs.isEmpty { styleMarkerChildIDs.removeValue(forKey: current.id) }
      if !visibilityWatched.isEmpty { visibilityWatched.remove(current.id) }
      if !screenContainerIDs.isEmpty { screenContainerIDs.remove(current.id) }
      // A presentation goes with its presenter: what it hid comes back into sight.
      if !presentingNodeIDs.isEmpty { presentingNodeIDs.remove(current.id) }
      if current.primitiveState is any PreferenceObserving {
        preferenceObservers.remove(current.id)
      }
      if !focusBinders.isEmpty, focusBinders.remove(current.id) != nil { focusCheckNeeded = true }
      if !focusedValuePublishers.isEmpty, focusedValuePublishers.remove(current.id) != nil {
        focusedValuesCheckNeeded = true
      }
      if !sceneValuePublishers.isEmpty, sceneValuePublishers.remove(current.id) != nil {
        focusedValuesCheckNeeded = true
      }
      (current.primitiveState as? any DisappearObserver)?.disappear()
      stack.append(contentsOf: current.children)
      current.retire()
    }
  }

  // MARK: Bookkeeping

  /// What the graph knows of `view`'s type.
  func typeRecord(of viewType: any View.Type) -> ViewTypeRecord {
    let key = ObjectIdentifier(viewType)
    // A few types make up most of a tree: a small table indexed by the metadata's address
    // answers most lookups without hashing (a dictionary lookup per new view was 4% of a mount).
    let slot = Int(truncatingIfNeeded: UInt(bitPattern: key) >> 4) & (Self.recentTypeSlots - 1)
    if let recent = recentTypes[slot], recent.typeID == key { return recent }
    let record = types[key] ?? makeTypeRecord(of: viewType, key: key)
    recentTypes[slot] = record
    return record
  }

  private func makeTypeRecord(of viewType: any View.Type, key: ObjectIdentifier)
    -> ViewTypeRecord
  {
    let made = ViewTypeRecord(
      viewType: viewType, typeID: key, layout: ViewLayoutCache.shared.layout(of: viewType))
    types[key] = made
    return made
  }

  func countDiscardedInitialValue(of node: ViewNode) {
    node.typeRecord.discardedInitialValues += 1
  }

  /// Every live node, depth-first, parents before children.
  func allNodes() -> [ViewNode] {
    var result: [ViewNode] = []
    var stack = root.map { [$0] } ?? []
    while let node = stack.popLast() {
      result.append(node)
      stack.append(contentsOf: node.children.reversed())
    }
    return result
  }

  /// A short, stable description of a stored value for dumps and messages.
  func describe(_ value: Any) -> String {
    if let object = heldObject(in: value) {
      return "\(_typeName(type(of: object), qualified: false))@\(objectLabel(object))"
    }
    if let optional = value as? any OptionalValue, optional.wrappedAny == nil { return "nil" }
    if let string = value as? String { return "\"\(string)\"" }
    return String(describing: value)
  }

  /// An object seen by `describe`, held weakly: a new object at a freed address is not taken
  /// for the old one.
  private struct LabelledObject {
    weak var object: AnyObject?
    let label: Int
  }

  private var objectLabels: [ObjectIdentifier: LabelledObject] = [:]
  private var nextObjectLabel = 1

  /// A number for each object, in order of first appearance, so dumps are stable across runs.
  func objectLabel(_ object: AnyObject) -> Int {
    let key = ObjectIdentifier(object)
    if let known = objectLabels[key], known.object === object { return known.label }
    let label = nextObjectLabel
    nextObjectLabel += 1
    objectLabels[key] = LabelledObject(object: object, label: label)
    return label
  }
}

extension View {
  /// The body, type-erased, for the graph.
  var anyBody: any View { body }
}

extension Array where Element: Hashable {
  /// The elements in order, each kept once (for the lists an update loop's message names).
  fileprivate var withoutRepeats: [Element] {
    var seen: Set<Element> = []
    return filter { seen.insert($0).inserted }
  }
}
