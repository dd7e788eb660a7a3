import Testing
import ViewProbe

/// A stepper dims + at the top of its range and − at the bottom, and a button made with a `nil`
/// action: a tap there does nothing, so the harness refuses it (Guide §3, §7).
@MainActor
@Suite("Stepper bounds", .viewProbe)
struct StepperBoundTests {
  @Test("+ at the upper bound is refused: no write, no editing callbacks, no re-render")
  func plusAtTheUpperBoundIsDimmed() throws {
    let harness = ParentHarness { GuestCount() }
    let guests = try harness.find(stepper: "Guests")
    guests.increment()
    #expect(harness.visibleTexts == ["Guests", "2 guests", "edits: 2"])
    let bodies = harness.bodyCount(of: GuestSummary.self)
    expectIssue(
      startingWith: "increment() on the Stepper \"Guests\" found its value 2 at the upper bound "
        + "of 1...2: iOS draws its + dimmed, and a tap on it does nothing."
    ) { guests.increment() }
    #expect(harness.visibleTexts == ["Guests", "2 guests", "edits: 2"])
    #expect(harness.bodyCount(of: GuestSummary.self) == bodies)
    guests.decrement()
    expectIssue(
      startingWith: "decrement() on the Stepper \"Guests\" found its value 1 at the lower bound"
    ) { guests.decrement() }
    #expect(harness.visibleTexts == ["Guests", "1 guests", "edits: 4"])
  }

  @Test("a button made with a nil action is dimmed; the other one works")
  func nilActionIsDimmed() throws {
    let harness = ParentHarness { LaunchCountdown() }
    let countdown = try harness.find(stepper: "Countdown")
    countdown.decrement()
    expectIssue(
      startingWith: "increment() on the Stepper \"Countdown\" found its + disabled: it was made "
        + "with onIncrement: nil"
    ) { countdown.increment() }
    #expect(harness.visibleTexts == ["Countdown", "left: 2"])
  }
}

/// A model whose readers re-render on every write, equal or not (Observation does not compare).
@Observable
private final class Party {
  var guests = 1
  var edits = 0
}

/// A stepper over a model's guest count, from one to two, counting editing callbacks.
private struct GuestCount: View {
  @State private var party = Party()

  var body: some View {
    @Bindable var party = party
    VStack {
      Stepper("Guests", value: $party.guests, in: 1...2) { _ in party.edits += 1 }
      GuestSummary(party: party)
    }
  }
}

/// Reads the model's counts.
private struct GuestSummary: View {
  let party: Party

  var body: some View {
    Text("\(party.guests) guests")
    Text("edits: \(party.edits)")
  }
}

/// A stepper that only counts down.
private struct LaunchCountdown: View {
  @State private var left = 3

  var body: some View {
    Stepper("Countdown", onIncrement: nil, onDecrement: { left -= 1 })
    Text("left: \(left)")
  }
}
