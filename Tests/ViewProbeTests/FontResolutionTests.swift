import Foundation
import Testing
import ViewProbe

/// `Font.resolve(in:)` (iOS 26) by the traits a font is built with and the environment's text
/// size, as the Dynamic Type table gives them.
@Suite("Font resolution")
struct FontResolutionTests {
  @Test("D01 a text style resolves to its size at the environment's text size")
  func textStylesFollowDynamicType() {
    var environment = EnvironmentValues()
    #expect(Font.body.resolve(in: environment.fontResolutionContext).pointSize == 17)
    #expect(Font.caption2.resolve(in: environment.fontResolutionContext).pointSize == 11)
    environment.dynamicTypeSize = .accessibility1
    #expect(Font.body.resolve(in: environment.fontResolutionContext).pointSize == 28)
    environment.dynamicTypeSize = .xSmall
    #expect(Font.largeTitle.resolve(in: environment.fontResolutionContext).pointSize == 31)
  }

  @Test("weights, slant and fixed sizes resolve as the font was built")
  func traitsResolve() {
    let context = EnvironmentValues().fontResolutionContext
    #expect(!Font.body.resolve(in: context).isBold)
    #expect(Font.headline.resolve(in: context).isBold)
    #expect(Font.body.bold().resolve(in: context).isBold)
    #expect(!Font.body.bold().weight(.regular).resolve(in: context).isBold)
    #expect(Font.body.italic().resolve(in: context).isItalic)
    let fixed = Font.system(size: 20, weight: .semibold, design: .monospaced).resolve(in: context)
    #expect(fixed.pointSize == 20 && fixed.isBold && fixed.isMonospaced)
    #expect(Font.custom("Avenir", size: 13).resolve(in: context).pointSize == 13)
  }

  @Test("a custom font scales with body or the style it names; a fixed size does not")
  func customFontsScale() {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = .accessibility1  // body 28 points, title 38 (at large: 17, 28)
    let context = environment.fontResolutionContext
    #expect(Font.custom("Avenir", size: 17).resolve(in: context).pointSize == 28)
    #expect(
      Font.custom("Avenir", size: 14, relativeTo: .title).resolve(in: context).pointSize == 19)
    #expect(Font.custom("Avenir", fixedSize: 17).resolve(in: context).pointSize == 17)
    #expect(Font.system(size: 17).resolve(in: context).pointSize == 17)
  }

  @Test("monospaced, small capitals and leading are kept and resolved")
  func variantsResolve() {
    let context = EnvironmentValues().fontResolutionContext
    let code = Font.body.monospaced().resolve(in: context)
    #expect(code.isMonospaced && code.pointSize == 17)
    #expect(!Font.body.monospaced().monospaced(false).resolve(in: context).isMonospaced)
    #expect(!Font.body.resolve(in: context).isSmallCaps)
    #expect(Font.body.smallCaps().resolve(in: context).isSmallCaps)
    #expect(Font.body.lowercaseSmallCaps().resolve(in: context).isLowercaseSmallCaps)
    #expect(Font.body.uppercaseSmallCaps().resolve(in: context).isUppercaseSmallCaps)
    #expect(Font.body.resolve(in: context).leading == .standard)
    #expect(Font.body.leading(.tight).resolve(in: context).leading == .tight)
    #expect(Font.caption.monospaced() != Font.caption, "a variant is another font")
  }
}
