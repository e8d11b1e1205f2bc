//go:build amd64 && !purego

#include "textflag.h"

// CLASS tests one class for the 32 bytes whose low nibbles are in Y0: Y2 holds each byte's
// bit of its high nibble, TABLE the class's low-nibble table; DST gets the 32 bits of the bytes
// in the class.
#define CLASS(TABLE, HIBITS, DST) \
	VPSHUFB Y0, TABLE, Y4 \
	VPAND   HIBITS, Y4, Y4 \
	VPCMPEQB Y12, Y4, Y4 \
	VPMOVMSKB Y4, DST \
	NOTL    DST

// HALF classifies the 32 bytes at OFF(SI) and stores their masks at OFF/8 bytes into each of
// blockMasks's fields (OFF is 0 or 32: the low or high half of each uint64); it ORs the
// rewrite class into R8.
#define HALF(OFF, WORD) \
	VMOVDQU OFF(SI), Y0 \
	VPSRLW  $4, Y0, Y1 \
	VPAND   Y15, Y1, Y1 \
	VPAND   Y15, Y0, Y0 \
	VPSHUFB Y1, Y14, Y2 \
	VPSHUFB Y1, Y13, Y3 \
	CLASS(Y6, Y2, AX) \
	MOVL    AX, (0+WORD)(DI) \
	CLASS(Y7, Y2, AX) \
	MOVL    AX, (8+WORD)(DI) \
	CLASS(Y8, Y2, AX) \
	MOVL    AX, (16+WORD)(DI) \
	CLASS(Y9, Y2, AX) \
	MOVL    AX, (24+WORD)(DI) \
	CLASS(Y10, Y2, AX) \
	MOVL    AX, (32+WORD)(DI) \
	CLASS(Y11, Y3, AX) \
	MOVL    AX, (40+WORD)(DI) \
	CLASS(Y5, Y2, AX) \
	ORQ     AX, R8

// func classifyAVX2(m *blockMasks, p *byte, t *nibbleTables) (marked uint64)
TEXT ·classifyAVX2(SB), NOSPLIT, $0-32
	MOVQ m+0(FP), DI
	MOVQ p+8(FP), SI
	MOVQ t+16(FP), DX
	VMOVDQU 0(DX), Y15   // 0x0F
	VMOVDQU 32(DX), Y14  // the bit of a high nibble below 8
	VMOVDQU 64(DX), Y13  // the bit of a high nibble of 8 and above
	VMOVDQU 96(DX), Y6   // space
	VMOVDQU 128(DX), Y7  // punct
	VMOVDQU 160(DX), Y8  // period
	VMOVDQU 192(DX), Y9  // dash
	VMOVDQU 224(DX), Y10 // digit
	VMOVDQU 256(DX), Y11 // lead (of the bytes 0x80 and above)
	VMOVDQU 288(DX), Y5  // rewrite
	VPXOR   Y12, Y12, Y12
	XORQ    R8, R8
	HALF(0, 0)
	HALF(32, 4)
	VZEROUPPER
	MOVQ    R8, marked+24(FP)
	RET
