// SPDX-License-Identifier: GPL-3.0-or-later
.pragma library

// The ink drawings of the Tokaido Duo table, in InkPictures' language (app/bridge/pictures/
// ink_pictures.h: B begin a path, M/L/Q/C/A/E/Z its parts, w line width, s/f stroke and fill
// colour, S/F stroke or fill it, G/H fill or stroke a rectangle), each painted once per colour and
// size and shared by every piece that shows it (Glyph.qml, Meeple.qml).

// A glyph in a 100 × 100 box; colour 0 is its ink. An unknown kind draws a plain dot.
var glyphs = {
    // a pagoda: three roofs under a spire
    "temple": "B_M50,6_L50,22_w7_s0_S_B_M24,34_L50,22_L76,34_S_B_M16,56_L50,42_L84,56_S_B_M8,80_L50,64_L92,80_S_B_M40,80_L40,94_S_B_M60,80_L60,94_S",
    // a torii
    "shrine_gate": "B_M12,24_L50,18_L88,24_w9_s0_S_B_M22,40_L78,40_w7_S_B_M30,26_L30,88_S_B_M70,26_L70,88_S",
    // an eye over the horizon
    "viewpoint": "B_M8,46_Q50,4,92,46_Q50,88,8,46_w7_s0_S_B_A50,46,13,0,6.28319_f0_F_B_M14,86_L86,86_S",
    // a pine over a stone lantern's base: three tiers of needles
    "garden": "B_M50,14_L50,86_w7_s0_S_B_M26,38_L50,24_L74,38_S_B_M18,58_L50,42_L82,58_S_B_M12,78_L50,62_L88,78_S",
    // a coastal town: a house with a wide roof
    "town": "B_M10,48_L50,18_L90,48_w8_s0_S_B_M22,44_L22,84_L78,84_L78,44_S_f0_G42,58,16,26",
    "coastal": "B_M10,48_L50,18_L90,48_w8_s0_S_B_M22,44_L22,84_L78,84_L78,44_S_f0_G42,58,16,26",
    // a house below a peak
    "mountain_town": "B_M8,56_L34,22_L50,40_L66,18_L92,56_w7_s0_S_B_M28,62_L50,48_L72,62_S_B_M34,60_L34,88_L66,88_L66,60_S",
    // ♨ drawn: a bowl and three wisps of steam
    "hot_spring": "B_A50,62,30,0.47124,2.67035_w7_s0_S_B_M32,60_C22,48,42,38,32,24_S_B_M50,60_C40,48,60,38,50,24_S_B_M68,60_C58,48,78,38,68,24_S",
    // a wave crest
    "seashore": "B_M8,72_C24,40,56,22,74,40_C84,50,72,64,60,56_w7_s0_S_B_M10,86_L30,80_L50,86_L70,80_L90,86_S",
    // a seal ring
    "start": "B_A50,50,32,0,6.28319_w8_s0_S_B_A50,50,12,0,6.28319_f0_F",
    // two culms with nodes and a leaf
    "bamboo": "B_M36,90_L36,10_w8_s0_S_B_M62,90_L62,22_S_B_M28,30_L44,30_w5_S_B_M28,52_L44,52_S_B_M28,74_L44,74_S_B_M54,42_L70,42_S_B_M54,64_L70,64_S_B_M62,30_Q80,18,92,22_Q80,32,62,30_f0_F",
    // a cliff edge and falling water
    "waterfall": "B_M10,20_L40,20_w7_s0_S_B_M60,20_L90,20_S_B_M42,22_L42,76_S_B_M50,22_L50,76_S_B_M58,22_L58,76_S_B_A50,84,14,3.14159,6.28319_S",
    // two peaks, snow cap
    "mountain": "B_M6,84_L38,26_L56,56_L70,36_L94,84_w7_s0_S_B_M6,84_L94,84_S_B_M28,44_L38,38_L46,44_S",
    // seigaiha: overlapping arcs
    "sea": "B_A30,66,22,3.14159,6.28319_w6_s0_S_B_A30,66,11,3.14159,6.28319_S_B_A70,66,22,3.14159,6.28319_S_B_A70,66,11,3.14159,6.28319_S_B_A50,46,22,3.14159,6.28319_S_B_A50,46,11,3.14159,6.28319_S_B_M6,86_L94,86_S",
    // a T-shaped robe with a crossed collar
    "kimono": "B_M10,30_L36,16_L64,16_L90,30_L82,48_L70,42_L70,88_L30,88_L30,42_L18,48_L10,30_w6_s0_S_B_M36,16_L56,52_S_B_M64,16_L44,52_S_B_M30,60_L70,60_S",
    // a vase
    "ceramics": "B_M38,12_L62,12_M42,14_C44,30,16,46,28,80_L72,80_C84,46,56,30,58,14_M30,88_L70,88_w6_s0_S_B_M30,56_L70,56_S",
    // a kokeshi: head and body
    "doll": "B_A50,28,17,0,6.28319_w6_s0_S_B_M36,46_C24,70,30,90,50,90_C70,90,76,70,64,46_S_B_M38,64_L62,64_S",
    // a folding fan
    "fan": "B_A50,82,62,3.76991,5.65487_w6_s0_S_B_M50,82_L-0.159,45.557_S_B_M50,82_L21.853,26.758_S_B_M50,82_L50,20_S_B_M50,82_L78.147,26.758_S_B_M50,82_L100.159,45.557_S",
    // a conical straw hat and a staff
    "pilgrim": "B_M10,46_L50,14_L90,46_Z_w7_s0_S_B_M50,46_L50,90_S_B_M30,66_L70,66_S",
    // a bundle on a carrying pole
    "merchant": "B_M8,30_L92,30_w7_s0_S_H14,40,26,30_H60,40,26,30_B_M27,30_L27,40_S_B_M73,30_L73,40_S_B_M50,30_L50,88_S",
    "artist": "B_M76,12_L40,60_w8_s0_S_B_M40,60_Q24,68,26,84_Q40,82,46,66_Z_f0_F_B_M14,90_L56,90_L86,84_w5_S",
    // a brush and its stroke
    "brush": "B_M76,12_L40,60_w8_s0_S_B_M40,60_Q24,68,26,84_Q40,82,46,66_Z_f0_F_B_M14,90_L56,90_L86,84_w5_S",
    // a copper mon: a ring with a square hole
    "coin": "B_A50,50,34,0,6.28319_w9_s0_S_w6_H40,40,20,20",
    // a koban: a gold oval with lines
    "slab": "B_E22,8,56,84_w7_s0_S_B_M40,30_L60,30_S_B_M40,50_L60,50_S_B_M40,70_L60,70_S",
    // a pennant with a wave
    "wave_tile": "B_M16,10_L16,92_w6_s0_S_B_M16,12_L86,30_L16,52_S_B_M22,36_Q40,22,54,34_S"
}
var dot = "B_A50,50,14,0,6.28319_f0_F"

// A wooden traveller in a 100 × 116 box, one silhouette per character (the pilgrim under a wide
// conical hat, the merchant with a pack on the back, the artist with a brush raised), at rest
// and moving now (a vermilion halo under it): colour 0 is the wood, colour 1 its edge.
var travellers = {
    "pilgrim": ["B_E14,100,72,14_f38281e14_F_B_M4,40_L50,6_L96,40_Q50,48,4,40_M30,44_L22,104_L78,104_L70,44_Z_f0_F_w4.5_s1_S_B_M38,60_L34,96_w3_s47ffffff_S",
                 "B_E2,94,96,22_f73c0432c_F_B_M4,40_L50,6_L96,40_Q50,48,4,40_M30,44_L22,104_L78,104_L70,44_Z_f0_F_w4.5_s1_S_B_M38,60_L34,96_w3_s47ffffff_S"],
    "merchant": ["B_E14,100,72,14_f38281e14_F_B_M62,24_A50,24,14,0,6.28319_M30,42_L22,104_L70,104_L66,42_Z_M62,40_L96,40_L96,84_L62,84_Z_f0_F_w4.5_s1_S_B_M38,60_L34,96_w3_s47ffffff_S",
                 "B_E2,94,96,22_f73c0432c_F_B_M62,24_A50,24,14,0,6.28319_M30,42_L22,104_L70,104_L66,42_Z_M62,40_L96,40_L96,84_L62,84_Z_f0_F_w4.5_s1_S_B_M38,60_L34,96_w3_s47ffffff_S"],
    "artist": ["B_E14,100,72,14_f38281e14_F_B_M66,26_A52,28,14,0,6.28319_M34,18_Q52,0,72,16_Q52,22,34,18_M32,46_L22,104_L80,104_L70,46_Z_M12,6_L22,6_L34,60_L26,62_Z_f0_F_w4.5_s1_S_B_M38,60_L34,96_w3_s47ffffff_S",
                 "B_E2,94,96,22_f73c0432c_F_B_M66,26_A52,28,14,0,6.28319_M34,18_Q52,0,72,16_Q52,22,34,18_M32,46_L22,104_L80,104_L70,46_Z_M12,6_L22,6_L34,60_L26,62_Z_f0_F_w4.5_s1_S_B_M38,60_L34,96_w3_s47ffffff_S"]
}
