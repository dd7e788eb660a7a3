/// A gesture whose `onChanged` closure runs with each changed value.
public struct _ChangedGesture<Content: Gesture>: Gesture {
  /// The gesture's value.
  public typealias Value = Content.Value
  let content: Content
  let action: (Content.Value) -> Void
}

/// A gesture whose `onEnded` closure runs with the final value.
public struct _EndedGesture<Content: Gesture>: Gesture {
  /// The gesture's value.
  public typealias Value = Content.Value
  let content: Content
  let action: (Content.Value) -> Void
}

/// A gesture that writes a `@GestureState` while it changes; the state goes back to its initial
/// value when the gesture ends.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
  /// The gesture's value.
  public typealias Value = Base.Value
  let base: Base
  let state: GestureState<State>
  let body: (Base.Value, inout State, inout Transaction) -> Void
}

/// Two gestures recognised at the same time.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  /// What each gesture reported, if it did.
  public struct Value {
    /// The first gesture's value.
    public var first: First.Value?
    /// The second gesture's value.
    public var second: Second.Value?
  }
  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second
}

/// The first gesture, then the second.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
  /// Where the sequence stands.
  public enum Value {
    /// The first gesture is going on.
    case first(First.Value)
    /// The first ended; the second may be going on.
    case second(First.Value, Second.Value?)
  }
  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second
}

/// The first gesture if it is recognised, otherwise the second.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
  /// Which gesture reported.
  public enum Value {
    /// The first gesture's value.
    case first(First.Value)
    /// The second gesture's value.
    case second(Second.Value)
  }
  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second
}

extension Gesture {
  /// Runs `action` with the gesture's value each time it changes.
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self>
  where Value: Equatable {
    _ChangedGesture(content: self, action: action)
  }

  /// Runs `action` with the gesture's final value.
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }

  /// Writes `state` while the gesture changes; it returns to its initial value at the end.
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }

  /// This gesture and `other` at the same time.
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other>
  {
    SimultaneousGesture(first: self, second: other)
  }

  /// This gesture, then `other`.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(first: self, second: other)
  }

  /// This gesture, or `other` if this one is not recognised.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(first: self, second: other)
  }
}

// MARK: - Driving

extension Gesture {
  /// This gesture's driving, when it is one ViewProbe knows.
  @MainActor var driving: (any GestureDriving)? { self as? any GestureDriving }
}

extension _ChangedGesture: GestureDriving {
  func takes(_ event: GestureEvent) -> Bool { content.driving?.takes(event) ?? false }
  func anyValue(for event: GestureEvent) -> Any? { content.driving?.anyValue(for: event) }
  func deliver(_ event: GestureEvent) {
    content.driving?.deliver(event)
    if !event.ended, let value = anyValue(for: event) as? Content.Value { action(value) }
  }
}

extension _EndedGesture: GestureDriving {
  func takes(_ event: GestureEvent) -> Bool { content.driving?.takes(event) ?? false }
  func anyValue(for event: GestureEvent) -> Any? { content.driving?.anyValue(for: event) }
  func deliver(_ event: GestureEvent) {
    content.driving?.deliver(event)
    if event.ended, let value = anyValue(for: event) as? Content.Value { action(value) }
  }
}

extension GestureStateGesture: GestureDriving {
  func takes(_ event: GestureEvent) -> Bool { base.driving?.takes(event) ?? false }
  func anyValue(for event: GestureEvent) -> Any? { base.driving?.anyValue(for: event) }
  func deliver(_ event: GestureEvent) {
    base.driving?.deliver(event)
    guard let value = anyValue(for: event) as? Base.Value else { return }
    if event.ended {
      state.reset()
    } else {
      var current = state.wrappedValue
      var transaction = Transaction()
      body(value, &current, &transaction)
      state.set(current)
    }
  }
}

extension SimultaneousGesture: GestureDriving {
  func takes(_ event: GestureEvent) -> Bool {
    first.driving?.takes(event) ?? false || second.driving?.takes(event) ?? false
  }
  func anyValue(for event: GestureEvent) -> Any? {
    let firstValue = first.driving?.anyValue(for: event) as? First.Value
    let secondValue = second.driving?.anyValue(for: event) as? Second.Value
    guard firstValue != nil || secondValue != nil else { return nil }
    return Value(first: firstValue, second: secondValue)
  }
  func deliver(_ event: GestureEvent) {
    first.driving?.deliver(event)
    second.driving?.deliver(event)
  }
}

extension SequenceGesture: GestureDriving {
  func takes(_ event: GestureEvent) -> Bool {
    first.driving?.takes(event) ?? false || second.driving?.takes(event) ?? false
  }
  func anyValue(for event: GestureEvent) -> Any? {
    if let value = first.driving?.anyValue(for: event) as? First.Value { return Value.first(value) }
    return nil
  }
  func deliver(_ event: GestureEvent) {
    // The first gesture takes its own events; any other goes to the second, as if the first had
    // completed.
    if first.driving?.anyValue(for: event) != nil {
      first.driving?.deliver(event)
    } else {
      second.driving?.deliver(event)
    }
  }
}

extension ExclusiveGesture: GestureDriving {
  func takes(_ event: GestureEvent) -> Bool {
    first.driving?.takes(event) ?? false || second.driving?.takes(event) ?? false
  }
  func anyValue(for event: GestureEvent) -> Any? {
    if let value = first.driving?.anyValue(for: event) as? First.Value { return Value.first(value) }
    if let value = second.driving?.anyValue(for: event) as? Second.Value {
      return Value.second(value)
    }
    return nil
  }
  func deliver(_ event: GestureEvent) {
    if first.driving?.anyValue(for: event) != nil {
      first.driving?.deliver(event)
    } else {
      second.driving?.deliver(event)
    }
  }
}
