/// A gesture whose type is hidden (`AnyGesture(TapGesture())`), to choose one of several at run
/// time; it is driven as the gesture it wraps.
public struct AnyGesture<Value>: Gesture {
  let base: any Gesture

  /// Wraps `gesture`.
  public init<T: Gesture>(_ gesture: T) where T.Value == Value { base = gesture }
}

/// A gesture whose values are transformed (`DragGesture().map { $0.translation }`).
public struct _MapGesture<Content: Gesture, Value>: Gesture {
  let content: Content
  let transform: (Content.Value) -> Value
}

extension Gesture {
  /// This gesture with its values transformed by `body`.
  public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
    _MapGesture(content: self, transform: body)
  }
}

extension AnyGesture: GestureDriving {
  private var wrapped: (any GestureDriving)? { base as? any GestureDriving }
  func takes(_ event: GestureEvent) -> Bool { wrapped?.takes(event) ?? false }
  func anyValue(for event: GestureEvent) -> Any? { wrapped?.anyValue(for: event) }
  func deliver(_ event: GestureEvent) { wrapped?.deliver(event) }
}

extension _MapGesture: GestureDriving {
  func takes(_ event: GestureEvent) -> Bool { content.driving?.takes(event) ?? false }
  func anyValue(for event: GestureEvent) -> Any? {
    (content.driving?.anyValue(for: event) as? Content.Value).map(transform)
  }
  func deliver(_ event: GestureEvent) { content.driving?.deliver(event) }
}
