// Foundation's `UndoManager`, which Linux's Foundation lacks: app code registers undo actions with
// the window's undo manager (`@Environment(\.undoManager)`) and calls `undo()` / `redo()`. Declared
// only where Foundation does not have it, with Foundation's names and behaviour: actions registered
// while undoing become redo actions; an action registered outside an explicit group is a group of
// its own (Foundation groups by run-loop event, and ViewProbe has no run loop).
import Foundation

/// The window's undo manager, as `@Environment(\.undoManager)` reads it.
struct UndoManagerKey: EnvironmentKey {
  static var defaultValue: UndoManager? { nil }
}

extension EnvironmentValues {
  /// The undo manager of the window (the harness): on Linux, one per harness, whose groups are the
  /// harness's events (a tap's registrations undo together); on Apple platforms `nil` (Foundation's
  /// groups by run-loop event, and no run loop turns under a harness) — Guide §8.
  public var undoManager: UndoManager? {
    get { self[UndoManagerKey.self] }
    set { self[UndoManagerKey.self] = newValue }
  }
}

#if !canImport(Darwin)

  /// Records the changes an app can undo and redo.
  open class UndoManager: @unchecked Sendable {
    private struct Action {
      let target: AnyObject
      let handler: (AnyObject) -> Void
    }

    private struct Group {
      var actions: [Action] = []
      var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    private var openGroups: [Group] = []
    private var disabled = 0
    /// Changes done, less those undone, plus those redone: what a document counts to know whether
    /// it has changes to save (as `NSDocument`'s and `UIDocument`'s change counts follow their undo
    /// manager).
    private(set) var changeCount = 0

    /// Whether an undo is running.
    open private(set) var isUndoing = false
    /// Whether a redo is running.
    open private(set) var isRedoing = false
    /// Whether registrations made during one event form one group (kept; each registration
    /// outside an explicit group is its own group here).
    open var groupsByEvent = true
    /// How many groups are kept (0: no limit).
    open var levelsOfUndo = 0

    /// An empty undo manager.
    public init() {}

    /// Whether there is something to undo.
    open var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is something to redo.
    open var canRedo: Bool { !redoStack.isEmpty }
    /// The name of the group `undo()` would undo.
    open var undoActionName: String { undoStack.last?.name ?? "" }
    /// The name of the group `redo()` would redo.
    open var redoActionName: String { redoStack.last?.name ?? "" }
    /// How deep the open groups are.
    open var groupingLevel: Int { openGroups.count }
    /// Whether registrations are recorded.
    open var isUndoRegistrationEnabled: Bool { disabled == 0 }

    /// Registers `handler` to undo a change to `target`.
    open func registerUndo<TargetType: AnyObject>(
      withTarget target: TargetType, handler: @escaping (TargetType) -> Void
    ) {
      guard disabled == 0 else { return }
      let action = Action(target: target) { handler($0 as! TargetType) }
      if !openGroups.isEmpty {
        openGroups[openGroups.count - 1].actions.append(action)
        return
      }
      record(Group(actions: [action]))
    }

    /// Names the group being recorded (or the last one recorded).
    open func setActionName(_ actionName: String) {
      if !openGroups.isEmpty {
        openGroups[openGroups.count - 1].name = actionName
      } else if isUndoing, !redoStack.isEmpty {
        redoStack[redoStack.count - 1].name = actionName
      } else if !undoStack.isEmpty {
        undoStack[undoStack.count - 1].name = actionName
      }
    }

    /// Opens a group: registrations until `endUndoGrouping()` undo together.
    open func beginUndoGrouping() { openGroups.append(Group()) }

    /// Closes the group `beginUndoGrouping()` opened.
    open func endUndoGrouping() {
      guard let group = openGroups.popLast() else { return }
      if !openGroups.isEmpty {
        openGroups[openGroups.count - 1].actions += group.actions
      } else if !group.actions.isEmpty {
        record(group)
      }
    }

    /// Undoes the last group; what it registers becomes a redo group. As Foundation's, it first
    /// closes the group that is open (the current event's).
    open func undo() {
      while !openGroups.isEmpty { endUndoGrouping() }
      guard let group = undoStack.popLast() else { return }
      isUndoing = true
      redoStack.append(Group(name: group.name))
      for action in group.actions.reversed() { action.handler(action.target) }
      if redoStack.last?.actions.isEmpty == true { redoStack.removeLast() }
      isUndoing = false
      changeCount -= 1
    }

    /// Redoes the last undone group, after closing the group that is open.
    open func redo() {
      while !openGroups.isEmpty { endUndoGrouping() }
      guard let group = redoStack.popLast() else { return }
      isRedoing = true
      undoStack.append(Group(name: group.name))
      for action in group.actions.reversed() { action.handler(action.target) }
      if undoStack.last?.actions.isEmpty == true { undoStack.removeLast() }
      isRedoing = false
      changeCount += 1
    }

    /// Forgets every action.
    open func removeAllActions() {
      undoStack.removeAll()
      redoStack.removeAll()
    }

    /// Forgets the actions registered for `target`.
    open func removeAllActions(withTarget target: Any) {
      let object = target as AnyObject
      undoStack = undoStack.map { group in
        var kept = group
        kept.actions.removeAll { $0.target === object }
        return kept
      }.filter { !$0.actions.isEmpty }
      redoStack = redoStack.map { group in
        var kept = group
        kept.actions.removeAll { $0.target === object }
        return kept
      }.filter { !$0.actions.isEmpty }
    }

    /// Stops recording registrations.
    open func disableUndoRegistration() { disabled += 1 }

    /// Records registrations again.
    open func enableUndoRegistration() { disabled = max(disabled - 1, 0) }

    private func record(_ group: Group) {
      if isUndoing {
        redoStack[redoStack.count - 1].actions += group.actions
      } else if isRedoing {
        undoStack[undoStack.count - 1].actions += group.actions
      } else {
        undoStack.append(group)
        redoStack.removeAll()
        changeCount += 1
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst() }
      }
    }
  }
#endif
