import Testing
import ViewProbe

/// iOS 26's sliders: ticks, a current-value label, a neutral value and enabled bounds, written as
/// Apple's documentation writes them.
@MainActor
@Suite("iOS 26 sliders: ticks, enabled bounds", .viewProbe)
struct SliderTickTests {
  @Test("a slider with ticks from data takes what a drag gives, within its bounds")
  func ticksFromData() throws {
    let harness = ParentHarness { PercentageSlider() }
    #expect(harness.texts.contains("50%"))
    try harness.find(slider: "Percentage").setValue(0.8)
    #expect(harness.texts.contains("80%"))
    try harness.find(slider: "Percentage").setValue(3.0)
    #expect(harness.texts.contains("100%"))
  }

  @Test("enabled bounds keep the thumb inside them; a step still snaps")
  func enabledBoundsClamp() throws {
    let harness = ParentHarness { HeatSlider() }
    let heat = try harness.find(slider: "Heat")
    heat.setValue(9.0)
    #expect(harness.texts.contains("heat 7"))
    heat.setValue(0.0)
    #expect(harness.texts.contains("heat 2"))
    heat.setValue(4.4)
    #expect(harness.texts.contains("heat 4"))
  }

  @Test("the builder keeps every tick: plain, from data, behind an if")
  func builderKeepsTicks() {
    @SliderTickBuilder<Double> func ticks(extra: Bool) -> some SliderTickContent<Double> {
      SliderTick(0.0)
      SliderTickContentForEach([0.25, 0.5], id: \.self) { SliderTick($0) }
      if extra { SliderTick(1.0) { Text("max") } }
    }
    #expect(ticks(extra: true).body.count == 4)
    #expect(ticks(extra: false).body.count == 3)
  }
}

private struct PercentageSlider: View {
  @State private var percentage = 0.5

  var body: some View {
    Slider(value: $percentage) {
      Text("Percentage")
    } currentValueLabel: {
      Text("\(Int(percentage * 100))%")
    } ticks: {
      SliderTickContentForEach(
        stride(from: 0.0, through: 1.0, by: 0.25).map { $0 }, id: \.self
      ) { value in
        SliderTick(value) { Text("\(Int(value * 100))") }
      }
    }
    Text("\(Int((percentage * 100).rounded()))%")
  }
}

private struct HeatSlider: View {
  @State private var heat = 3.0

  var body: some View {
    Slider(
      value: $heat, in: 0...10, step: 1, neutralValue: 5, enabledBounds: 2...7
    ) {
      Text("Heat")
    } currentValueLabel: {
      Text("\(Int(heat))")
    } minimumValueLabel: {
      Image(systemName: "snowflake")
    } maximumValueLabel: {
      Image(systemName: "flame")
    } tick: { value in
      value.truncatingRemainder(dividingBy: 5) == 0 ? SliderTick(value) : nil
    }
    Text("heat \(Int(heat))")
  }
}
