/// `onAppear` / `onDisappear`: actions run after the update in which the view is added or removed.
nonisolated public struct _AppearanceActionModifier: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let appear: (() -> Void)?
  let disappear: (() -> Void)?
}

extension _AppearanceActionModifier: PrimitiveModifier {
  @MainActor
  func makeChildren(of content: any View, into children: inout ChildList) {
    let node = children.node
    let record: AppearanceRecord
    if let existing = node.primitiveState as? AppearanceRecord {
      record = existing
    } else {
      record = AppearanceRecord(graph: node.graph)
      node.primitiveState = record
      // Its appear action runs once the update that added it says it is in sight.
      node.graph.watchVisibility(of: node)
    }
    record.onAppear = appear
    record.onDisappear = disappear
    children.append(content, key: .content)
  }
}

/// `onChange(of:initial:_:)`: runs after an update that saw the value change (E07).
nonisolated public struct _ValueActionModifier<Value: Equatable>: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let value: Value
  let initial: Bool
  let action: (Value, Value) -> Void
}

/// The value an `onChange` last saw, per identity, and how often it fired in the current frame.
@MainActor
/// How many times an action ran in the current update (`ViewGraph.frame`): SwiftUI warns at the
/// second ("… tried to update multiple times per frame").
struct RunsPerUpdate {
  private var frame = -1
  private var runs = 0

  /// Counts one more run in `frame`, and returns the runs in it so far.
  mutating func count(in frame: Int) -> Int {
    if frame != self.frame {
      self.frame = frame
      runs = 0
    }
    runs += 1
    return runs
  }
}

final class ChangeRecord<Value> {
  var value: Value
  var runs = RunsPerUpdate()

  init(value: Value) { self.value = value }
}

extension _ValueActionModifier: PrimitiveModifier {
  @MainActor
  func makeChildren(of content: any View, into children: inout ChildList) {
    let node = children.node
    if let record = node.primitiveState as? ChangeRecord<Value> {
      if record.value != value {
        let old = record.value
        record.value = value
        fire(record, old: old, new: value, in: children)
      }
    } else {
      let record = ChangeRecord(value: value)
      node.primitiveState = record
      if initial { fire(record, old: value, new: value, in: children) }
    }
    children.append(content, key: .content)
  }

  @MainActor
  private func fire(_ record: ChangeRecord<Value>, old: Value, new: Value, in children: ChildList) {
    let graph = children.node.graph
    let firesInFrame = record.runs.count(in: graph.frame)
    graph.changeActionsThisFlush += 1
    if graph.isTracingLoop && graph.loopChangeActions.count < 8 {
      graph.loopChangeActions.append((Value.self, children.node))
    }
    if firesInFrame == 2 {
      children.warn(SwiftUIMessage.onChangeMultipleUpdates(Value.self))
    }
    let action = self.action
    children.schedule { action(old, new) }
  }
}

/// `task`: started after the view appears, cancelled when it disappears, restarted when `id`
/// changes.
nonisolated public struct _TaskModifier<ID: Equatable>: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let id: ID
  let priority: TaskPriority
  let action: @isolated(any) @Sendable () async -> Void
}

/// The task a `.task` runs for its identity: started when its view comes into sight, cancelled
/// when it goes out of sight or is removed, started again when it comes back (see
/// `Visibility.swift`).
@MainActor
final class TaskModifierRecord<ID>: DisappearObserver, VisibilityObserver {
  var id: ID
  var running: TaskRecord?
  var isShown = false
  /// The latest value's priority and action.
  var priority: TaskPriority
  var action: @isolated(any) @Sendable () async -> Void

  init(id: ID, priority: TaskPriority, action: @escaping @isolated(any) @Sendable () async -> Void)
  {
    self.id = id
    self.priority = priority
    self.action = action
  }

  func cameIntoSight(_ node: ViewNode) { start(at: node) }

  func wentOutOfSight(_ node: ViewNode) {
    running?.task?.cancel()
    running = nil
  }

  func disappear() {
    running?.task?.cancel()
  }

  /// Starts the task after the current update (cancelling one already running: a new id).
  func start(at node: ViewNode) {
    node.graph.schedule { [weak self, weak node] in
      guard let self, let node, node.isAlive, self.isShown else { return }
      if let previous = self.running {
        previous.task?.cancel()
        node.graph.restartedTaskCount += 1
      } else {
        node.graph.rowTaskStarts.noteStart(of: node, frame: node.graph.frame)
      }
      self.running = node.graph.startTask(for: node, priority: self.priority, self.action)
    }
  }
}

extension _TaskModifier: PrimitiveModifier {
  @MainActor
  func makeChildren(of content: any View, into children: inout ChildList) {
    let node = children.node
    if let record = node.primitiveState as? TaskModifierRecord<ID> {
      (record.priority, record.action) = (priority, action)
      // A new id restarts the task of a view in sight; one out of sight starts when it shows.
      if record.id != id {
        record.id = id
        if record.isShown { record.start(at: node) }
      }
    } else {
      node.primitiveState = TaskModifierRecord(id: id, priority: priority, action: action)
      // Its task starts once the update that added it says it is in sight.
      node.graph.watchVisibility(of: node)
    }
    children.append(content, key: .content)
  }
}

nonisolated extension View {
  /// Runs `action` after the update in which this view appears.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(_AppearanceActionModifier(appear: action, disappear: nil))
  }

  /// Runs `action` after the update in which this view is removed.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(_AppearanceActionModifier(appear: nil, disappear: action))
  }

  /// Runs `action` with the old and new value after an update that saw `value` change; with
  /// `initial`, also once when the view appears (old and new are then the same).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> some View {
    modifier(_ValueActionModifier(value: value, initial: initial, action: action))
  }

  /// Runs `action` after an update that saw `value` change.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View {
    modifier(_ValueActionModifier(value: value, initial: initial) { _, _ in action() })
  }

  /// Starts `action` when the view appears and cancels it when the view disappears.
  public func task(
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
  ) -> some View {
    modifier(_TaskModifier(id: 0, priority: priority, action: action))
  }

  /// Like `task(priority:_:)`, and restarts the task when `id` changes.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
  ) -> some View {
    modifier(_TaskModifier(id: value, priority: priority, action: action))
  }
}

nonisolated extension View {
  /// Runs `action` with the new value after an update that saw `value` change (SwiftUI's form
  /// before iOS 17).
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
    -> some View
  {
    modifier(_ValueActionModifier(value: value, initial: false) { _, new in action(new) })
  }
}
