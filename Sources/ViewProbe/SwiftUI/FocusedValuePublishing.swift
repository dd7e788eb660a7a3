/// How far a published focused value reaches.
enum FocusedValueReach {
  /// Only while focus is in the view (`focusedValue`, `focusedObject`).
  case focus
  /// Wherever focus is in the scene (`focusedSceneValue`, `focusedSceneObject`).
  case scene
}

/// `.focusedValue`, `.focusedSceneValue`, `.focusedObject` and `.focusedSceneObject`: what the
/// view publishes, for the graph to collect after each update (H08).
nonisolated public struct _FocusedValueModifier: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let reach: FocusedValueReach
  /// Writes the published value (or removes it, for `nil`) into the collected values.
  let publish: (inout FocusedValues) -> Void
}

extension _FocusedValueModifier: PrimitiveModifier {
  @MainActor
  func makeChildren(of content: any View, into children: inout ChildList) {
    let (graph, id) = (children.node.graph, children.node.id)
    // The same node may publish for focus in one update and for the scene in the next.
    switch reach {
    case .focus:
      graph.focusedValuePublishers.insert(id)
      graph.sceneValuePublishers.remove(id)
    case .scene:
      graph.sceneValuePublishers.insert(id)
      graph.focusedValuePublishers.remove(id)
    }
    graph.focusedValuesCheckNeeded = true
    children.append(content, key: .content)
  }
}

nonisolated extension View {
  /// Publishes `value` for `keyPath` while focus is in this view, for `@FocusedValue` (and
  /// `@FocusedBinding`) to read.
  public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value)
    -> some View
  {
    modifier(_FocusedValueModifier(reach: .focus) { $0[keyPath: keyPath] = value })
  }

  /// Publishes `value` for `keyPath` while focus is in this view; `nil` publishes none.
  public func focusedValue<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?
  ) -> some View {
    modifier(_FocusedValueModifier(reach: .focus) { if let value { $0[keyPath: keyPath] = value } })
  }

  /// Publishes an `@Observable` object for its type while focus is in this view, for
  /// `@FocusedValue(T.self)` to read; `nil` publishes none.
  public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(_FocusedValueModifier(reach: .focus) { $0.publish(object) })
  }

  /// Publishes `value` for `keyPath` wherever focus is in this view's scene.
  public func focusedSceneValue<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value
  ) -> some View {
    modifier(_FocusedValueModifier(reach: .scene) { $0[keyPath: keyPath] = value })
  }

  /// Publishes `value` for `keyPath` wherever focus is in this view's scene; `nil` publishes
  /// none.
  public func focusedSceneValue<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?
  ) -> some View {
    modifier(_FocusedValueModifier(reach: .scene) { if let value { $0[keyPath: keyPath] = value } })
  }

  /// Publishes an `@Observable` object for its type wherever focus is in this view's scene;
  /// `nil` publishes none.
  public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(_FocusedValueModifier(reach: .scene) { $0.publish(object) })
  }

  /// Publishes an `ObservableObject` while focus is in this view, for `@FocusedObject`.
  public func focusedObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(_FocusedValueModifier(reach: .focus) { $0.publish(object) })
  }

  /// Publishes an `ObservableObject` while focus is in this view; `nil` publishes none.
  public func focusedObject<T: ObservableObject>(_ object: T?) -> some View {
    modifier(_FocusedValueModifier(reach: .focus) { $0.publish(object) })
  }

  /// Publishes an `ObservableObject` wherever focus is in this view's scene.
  public func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(_FocusedValueModifier(reach: .scene) { $0.publish(object) })
  }

  /// Publishes an `ObservableObject` wherever focus is in this view's scene; `nil` publishes
  /// none.
  public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View {
    modifier(_FocusedValueModifier(reach: .scene) { $0.publish(object) })
  }
}
