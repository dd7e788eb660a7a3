/// Scene modifiers. ViewProbe hosts a scene's view only: the scene itself never changes, so these
/// keep the scene as it is (an `onChange` on a scene never runs; put it on a view to test it).
extension Scene {
  /// Runs `action` when `value` changes (never in ViewProbe: scenes are not updated).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some Scene {
    self
  }

  /// Runs `action` when `value` changes (never in ViewProbe: scenes are not updated).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some Scene {
    self
  }

  /// Runs `action` with the new value when `value` changes (never in ViewProbe).
  public func onChange<V: Equatable>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  ) -> some Scene {
    self
  }
}
