import Testing
import ViewProbe

struct ControlPanel: View {
  @State private var flavor = "mocha"
  @State private var cups = 1
  @State private var strength = 0.5
  @State private var when = Date(timeIntervalSince1970: 0)
  @State private var locked = true

  var body: some View {
    Form {
      Picker("Flavor", selection: $flavor) {
        Text("Mocha").tag("mocha")
        Text("Latte").tag("latte")
      }
      Stepper("Cups: \(cups)", value: $cups, in: 1...3)
      Slider(value: $strength, in: 0...1, step: 0.25) { Text("Strength") }
      DatePicker("When", selection: $when)
      Text("\(flavor), \(cups), \(strength), \(Int(when.timeIntervalSince1970))")
      Section {
        Button("Order") {}
      }
      .disabled(locked)
      Button("Unlock") { locked = false }
      CounterChild().id("main counter")
    }
  }
}

@MainActor
@Suite("Finding views and driving controls")
struct ProbeTests {
  @Test("find by label, type, text and id; findAll")
  func findVariants() throws {
    let harness = ParentHarness { ControlPanel() }
    #expect(try harness.find(label: "Flavor").typeName.hasPrefix("Picker<Text, String"))
    #expect(try harness.find(CounterChild.self).path == "ControlPanel › Form › CounterChild")
    #expect(try harness.find(text: "Mocha").path == "ControlPanel › Form › Picker › Text")
    #expect(try harness.find(id: "main counter").texts == ["child: 0", "bump child"])
    #expect(harness.findAll(Text.self).count == 11)
    #expect(harness.findAll(text: "missing").isEmpty)
    #expect(harness.findAll(label: "Order").count == 1)
  }

  @Test("select, increment, decrement and setValue drive the bound values")
  func drivingValueControls() throws {
    let harness = ParentHarness { ControlPanel() }
    try harness.find(picker: "Flavor").select("latte")
    let cups = try harness.find(stepper: "Cups: 1")
    cups.increment()
    cups.increment()
    expectIssue(
      startingWith:
        "increment() on the Stepper \"Cups: 1\" found its value 3 at the upper bound of "
        + "1...3"
    ) { cups.increment() }
    cups.decrement()
    try harness.find(slider: "Strength").setValue(0.6)
    try harness.find(datePicker: "When").setValue(Date(timeIntervalSince1970: 60))
    #expect(harness.texts.contains("latte, 2, 0.5, 60"))
    #expect(cups.value as? Int == 2)
    #expect(try harness.find(picker: "Flavor").value as? String == "latte")
  }

  @Test("an action on a disabled control records the reason: the nearest .disabled(true)")
  func disabledControl() throws {
    let harness = ParentHarness { ControlPanel() }
    let order = try harness.find(button: "Order")
    #expect(!order.isEnabled)
    expectFailure(
      "tap() on the Button \"Order\" found it disabled by .disabled(true) on "
        + "ControlPanel › Form › Section; a disabled control ignores input."
    ) {
      order.tap()
    }
    try harness.find(button: "Unlock").tap()
    #expect(order.isEnabled)
  }

  @Test("misused actions say what they found")
  func misusedActions() throws {
    let harness = ParentHarness { ControlPanel() }
    let picker = try harness.find(picker: "Flavor")
    expectFailure(
      "select(espresso) on the Picker \"Flavor\" found no option tagged espresso; its options are "
        + "tagged: mocha, latte"
    ) {
      picker.select("espresso")
    }
    expectFailure(
      "setValue(_:) on the Slider \"Strength\": a Slider takes a number, not String"
    ) {
      try? harness.find(slider: "Strength").setValue("loud")
    }
    let label = try harness.find(text: "Flavor")
    expectFailure(
      "tap() on the Text \"Flavor\" at ControlPanel › Form › Picker › Text found the Picker it "
        + "belongs to, which does not take taps"
    ) {
      label.tap()
    }
    // A tap on an option (a segment, a menu item) chooses it.
    try harness.find(text: "Latte").tap()
    #expect(harness.texts.contains("latte, 1, 0.5, 0"))
    expectFailure(
      "increment() on the Picker \"Flavor\" found a Picker, which does not support it; a Picker "
        + "is driven by select(_:)"
    ) {
      picker.increment()
    }
  }

  @Test("dump() is stable text: one line per view with identity, storage and body count")
  // The owner passes $value without reading it, so only the reader re-renders (E05).
  func dumpIsStable() throws {
    let harness = ParentHarness { BindingOwner() }
    try harness.find(button: "owner +1").tap()
    let expected = """
      ParentHarness
        BindingOwner [body] body×1 { @State value = 2 }
          VStack [body]
            TupleView [content]
              Button [#0]
                Text [label] "owner +1"
              BindingReader [#1] body×2 { value = Binding → 2 }
                Text [body] "child sees 2"
      """
    #expect(harness.dump() == expected)
    #expect(ParentHarness { BindingOwner() }.dump() == ParentHarness { BindingOwner() }.dump())
  }

  @Test("dump() numbers objects in order of appearance; a replacement never reuses a label")
  func dumpLabelsReplacedObjects() throws {
    let harness = ParentHarness { BookOwner() }
    #expect(harness.dump().contains("@State book = Book@1"))
    try harness.find(button: "reset").tap()
    #expect(harness.dump().contains("@State book = Book@2"))
  }
}
