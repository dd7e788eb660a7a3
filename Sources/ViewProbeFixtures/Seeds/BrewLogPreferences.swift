import ViewProbe

/// BrewLog's preferences card (seed 002): three controls bound to the card's own state.
public struct BrewPreferencesCard: View {
  @State private var includeMilkDrinks = false
  @State private var strength = 5.0
  @State private var dailyCups = 2

  /// A card with default preferences.
  public init() {}

  /// Derived from `strength` on every read, never stored (one source of truth).
  var strengthDescription: String {
    switch strength {
    case ..<4: return "Mild"
    case ..<8: return "Balanced"
    default: return "Bold"
    }
  }

  /// A toggle, a slider and a stepper, with the values they drive.
  public var body: some View {
    Form {
      Toggle("Show milk-based drinks", isOn: $includeMilkDrinks)
      Slider(value: $strength, in: 1...10, step: 1) { Text("Strength") }
      Text("Strength: \(Int(strength)) (\(strengthDescription))")
      Stepper("Daily cups: \(dailyCups)", value: $dailyCups, in: 1...8)
    }
  }
}

/// The counter of seed 002: the parent owns the count, the buttons borrow it.
public struct BrewCounter: View {
  @State private var count = 0

  /// A counter at zero.
  public init() {}

  /// The count and the buttons that change it.
  public var body: some View {
    VStack {
      Text("\(count)")
        .font(.largeTitle)
      CounterButtons(count: $count)
    }
  }
}

/// Decrements and increments a count owned by someone else.
struct CounterButtons: View {
  @Binding var count: Int

  var body: some View {
    HStack {
      Button("−") { count -= 1 }
      Button("+") { count += 1 }
    }
  }
}
