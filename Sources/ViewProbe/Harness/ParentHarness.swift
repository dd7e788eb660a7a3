import Testing

/// Hosts a view under a simulated parent, so a test can re-render the parent and look at what
/// SwiftUI keeps: installed storage, body counts, rendered texts, runtime warnings.
///
/// ```swift
/// let harness = ParentHarness { SettingsScreen() }
/// let first = harness.installedStore()
/// harness.reRender()
/// #expect(harness.installedStore() === first)
/// ```
///
/// Every probe flushes pending updates first. Misuse (no `@State` object, several candidates, a
/// control that is not there) records an issue at the caller's line and never crashes.
@MainActor
public final class ParentHarness<Content: View> {
  let core: HarnessCore

  /// Hosts the view built by `content`. `profile` defaults to the one of the enclosing test scope,
  /// or `.xcode26`.
  public init(
    profile: SemanticsProfile? = nil, sourceLocation: SourceLocation = #_sourceLocation,
    @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    core = HarnessCore(profile: profile, sourceLocation: sourceLocation, content: content)
  }

  #if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
    /// A harness whose app has a delegate, made and told of launch before the first body runs.
    init(
      profile: SemanticsProfile?, sourceLocation: SourceLocation,
      launching appDelegate: @escaping @MainActor () -> NSObject & UIApplicationDelegate,
      _ content: @escaping @MainActor () -> Content
    ) {
      // Inside the harness's context, before the first mount: the delegate's launch code sees
      // this harness's device (its notification center, its defaults).
      core = HarnessCore(
        profile: profile, sourceLocation: sourceLocation,
        beforeMount: {
          _ViewProbeRuntime.harnessState(AppDelegateHolder.self)?.launch(appDelegate)
        },
        content: content)
    }
  #endif

  /// A harness named `kind` in reports (a `ThemedHarness` underneath).
  init(
    profile: SemanticsProfile?, sourceLocation: SourceLocation, kind: String,
    content: @escaping @MainActor () -> Content
  ) {
    core = HarnessCore(
      profile: profile, sourceLocation: sourceLocation, kind: kind, content: content)
  }

  /// Every body evaluation so far (the latest 2,000), oldest first, each with why it ran:
  /// first appearance or a new identity (and what replaced it), a changed input (which property,
  /// old → new when printable), a `@State` write, an observable property, an environment key.
  public var renderLog: [RenderRecord] {
    core.flush(at: nil)
    return core.graph.renderRecords()
  }

  /// The body evaluations of views of type `V`, oldest first, with their causes.
  public func renderCauses<V: View>(of type: V.Type) -> [RenderRecord] {
    core.flush(at: nil)
    return core.graph.renderRecords(of: type)
  }

  /// The lines `Self._printChanges()` and `Self._logChanges()` produced in bodies, in SwiftUI's
  /// format (`Reader: @self, @identity, _tick changed.`).
  public var printedChanges: [String] {
    core.flush(at: nil)
    return core.graph.printedChanges
  }

  /// Whether `Self._printChanges()` also prints its lines to standard output, as SwiftUI prints
  /// to the console. Off by default: tests run in parallel.
  public var printsChanges: Bool {
    get { core.graph.printsChanges }
    set { core.graph.printsChanges = newValue }
  }

  /// The size every `GeometryReader` gives its content (390 × 844 points unless set). Setting it
  /// updates the readers, as a rotation or a resized window would.
  public var geometrySize: CGSize {
    get { core.graph.geometrySize }
    set {
      core.graph.geometrySize = newValue
      core.graph.invalidateGeometryReaders()
      core.flush(at: nil)
    }
  }

  /// The semantics profile this harness follows.
  public var profile: SemanticsProfile { core.graph.profile }

  /// The parent's body runs again: `content()` is called anew and reconciled, so the hosted view
  /// is re-created (E01) and keeps its storage if its identity is unchanged (A01).
  public func reRender(sourceLocation: SourceLocation = #_sourceLocation) {
    core.reRender(at: sourceLocation)
  }

  /// Flushes pending invalidations (state writes, Observation, environment) in one update.
  public func update(sourceLocation: SourceLocation = #_sourceLocation) {
    core.flush(at: sourceLocation)
  }

  /// Runs the tasks started by `.task` to completion, flushing the updates they cause, until
  /// nothing is pending. A task waiting for a publisher's next value (`for await x in
  /// model.$x.values`) is idle, not pending. Records an issue if tasks are still running after
  /// `timeout`.
  public func settle(
    timeout: Duration = .seconds(5), sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await core.settle(timeout: timeout, at: sourceLocation)
  }

  /// Runs tasks as `settle(timeout:)` does, but for views whose tasks run as long as the view
  /// (`.task { for await update in model.updates { … } }`): returns once nothing has happened
  /// for `quietFor` — no body ran, no task started or finished — with those tasks still running
  /// and no issue. Choose it longer than any sleep the test should wait for. Records an issue if
  /// things keep happening past `timeout`.
  public func settle(
    quietFor: Duration, timeout: Duration = .seconds(5),
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await core.settle(timeout: timeout, quietFor: quietFor, at: sourceLocation)
  }

  /// Runs tasks as `settle(timeout:)` does, but stops as soon as `condition` holds after an
  /// update, with the tasks still running: how a test acts in the middle of a task (folds a row
  /// while a response streams in, cancels a download halfway), then settles the rest. Records an
  /// issue if the tasks finish, or `timeout` passes, without it.
  public func settle(
    until condition: @escaping @MainActor () -> Bool, timeout: Duration = .seconds(5),
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await core.settle(timeout: timeout, until: condition, at: sourceLocation)
  }

  /// The object held by the root view's `@State` storage (for example an `@Observable` store).
  ///
  /// Records an issue and returns `nil` when the root view has no `@State` holding an object, or
  /// more than one.
  public func installedStore(sourceLocation: SourceLocation = #_sourceLocation) -> AnyObject? {
    core.flush(at: sourceLocation)
    return core.installedStore(at: sourceLocation)
  }

  /// The object the root view holds now, through any stored property (`let`, `var`, `@State`,
  /// `@Bindable`, `@Environment`).
  ///
  /// Records an issue and returns `nil` when it holds no object, or more than one.
  public func installedModel(sourceLocation: SourceLocation = #_sourceLocation) -> AnyObject? {
    core.flush(at: sourceLocation)
    return core.installedModel(at: sourceLocation)
  }

  /// The value of the `@State` property `name` of the (first) live view of type `V`.
  ///
  /// Records an issue and returns `nil` when there is no such view or property.
  public func installedState<V: View>(
    _ name: String, in type: V.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Any? {
    core.flush(at: sourceLocation)
    return core.installedState(name, in: type, at: sourceLocation)
  }

  /// The root view's `@State` object, as `T`; records an issue when it is not one.
  public func installedStore<T: AnyObject>(
    as type: T.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) -> T? {
    cast(
      installedStore(sourceLocation: sourceLocation), to: type, query: "installedStore(as:)",
      at: sourceLocation)
  }

  /// The object the root view holds, as `T`; records an issue when it is not one.
  public func installedModel<T: AnyObject>(
    as type: T.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) -> T? {
    cast(
      installedModel(sourceLocation: sourceLocation), to: type, query: "installedModel(as:)",
      at: sourceLocation)
  }

  /// The value of `@State` `name` of view `V`, as `Value`; records an issue when it is not one.
  public func installedState<V: View, Value>(
    _ name: String, in view: V.Type, as type: Value.Type,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Value? {
    cast(
      installedState(name, in: view, sourceLocation: sourceLocation), to: type,
      query: "installedState(\"\(name)\", in: \(view).self, as:)", at: sourceLocation)
  }

  private func cast<T>(
    _ value: Any?, to type: T.Type, query: String, at sourceLocation: SourceLocation
  )
    -> T?
  {
    guard let value else { return nil }
    if let typed = value as? T { return typed }
    core.reportMisuse(
      "\(query) expected a \(_typeName(type, qualified: false)), but found "
        + "\(core.graph.describe(value)) of type \(_typeName(Swift.type(of: value), qualified: false))",
      at: sourceLocation)
    return nil
  }

  /// How many times the body of views of type `V` was evaluated so far, over all identities.
  public func bodyCount<V: View>(of type: V.Type) -> Int {
    core.flush(at: nil)
    return core.graph.bodyCounts[ObjectIdentifier(type), default: 0]
  }

  /// How many `@State` initial values of views of type `V` were evaluated and then discarded
  /// because storage already existed (A03).
  public func discardedInitialValues<V: View>(of type: V.Type) -> Int {
    core.flush(at: nil)
    return core.graph.discardedInitialValues[ObjectIdentifier(type), default: 0]
  }

  /// Every `Text`'s string in the tree, depth-first (control labels included).
  public var texts: [String] {
    core.flush(at: nil)
    return core.graph.root?.texts ?? []
  }

  /// Runtime warnings so far, in SwiftUI's wording: each message once for each view that logged
  /// it, however many updates repeated it (``RuntimeWarning/occurrences`` counts them). Reading
  /// them counts as checking them, so the `.viewProbe` trait does not report them — unless
  /// they are logged again later.
  public var warnings: [String] { runtimeWarnings.map(\.message) }

  /// Runtime warnings so far, each with the path of the view that caused it and how many times
  /// it was logged. Reading them counts as checking them.
  public var runtimeWarnings: [RuntimeWarning] {
    core.flush(at: nil)
    let warnings = core.graph.tracker.warnings
    core.acknowledge(warnings.indices)
    return warnings
  }

  /// The tree: one line per view with its identity, storage and body count.
  public func dump() -> String {
    core.flush(at: nil)
    return core.dump()
  }
}
