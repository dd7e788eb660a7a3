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
      if let appear {
        node.graph.appearActionsThisFlush += 1
        children.schedule { appear() }
      }
    }
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
final class ChangeRecord<Value> {
  var value: Value
  var frame = -1
  var firesInFrame = 0

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
    let frame = children.node.graph.frame
    if record.frame != frame {
      record.frame = frame
      record.firesInFrame = 0
    }
    record.firesInFrame += 1
    if record.firesInFrame == 2 {
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

/// The task a `.task` runs for its identity.
@MainActor
final class TaskModifierRecord<ID>: DisappearObserver {
  var id: ID
  var running: TaskRecord?

  init(id: ID) { self.id = id }

  func disappear() {
    running?.task?.cancel()
  }
}

extension _TaskModifier: PrimitiveModifier {
  @MainActor
  func makeChildren(of content: any View, into children: inout ChildList) {
    let node = children.node
    let record: TaskModifierRecord<ID>
    if let existing = node.primitiveState as? TaskModifierRecord<ID> {
      record = existing
      guard existing.id != id else {
        children.append(content, key: .content)
        return
      }
      existing.id = id
    } else {
      record = TaskModifierRecord(id: id)
      node.primitiveState = record
    }
    let (priority, action) = (self.priority, self.action)
    children.schedule { [weak node] in
      guard let node, node.isAlive else { return }
      if let previous = record.running {
        previous.task?.cancel()
        node.graph.restartedTaskCount += 1
      }
      record.running = node.graph.startTask(for: node, priority: priority, action)
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
