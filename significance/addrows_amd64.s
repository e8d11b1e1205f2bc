//go:build amd64 && !purego

#include "textflag.h"

// ROW adds the row of the segment whose index is at (R8) to the K accumulators Y0..: BX is
// the row's address, rows + index * stride bytes.
#define ROWADDR \
	MOVQ (R8), BX \
	IMULQ DX, BX \
	ADDQ SI, BX \
	ADDQ $8, R8

// func addRowsAVX2(acc *uint64, rows *uint64, stride int, idx *int, n int, ymms int)
TEXT ·addRowsAVX2(SB), NOSPLIT, $0-48
	MOVQ acc+0(FP), DI
	MOVQ rows+8(FP), SI
	MOVQ stride+16(FP), DX
	SHLQ $3, DX
	MOVQ idx+24(FP), R8
	MOVQ n+32(FP), CX
	MOVQ ymms+40(FP), R9
	CMPQ R9, $1
	JEQ  one
	CMPQ R9, $2
	JEQ  two
	CMPQ R9, $3
	JEQ  three

	VMOVDQU 0(DI), Y0
	VMOVDQU 32(DI), Y1
	VMOVDQU 64(DI), Y2
	VMOVDQU 96(DI), Y3
	TESTQ CX, CX
	JEQ  done4
loop4:
	ROWADDR
	VPADDQ 0(BX), Y0, Y0
	VPADDQ 32(BX), Y1, Y1
	VPADDQ 64(BX), Y2, Y2
	VPADDQ 96(BX), Y3, Y3
	DECQ CX
	JNE  loop4
done4:
	VMOVDQU Y0, 0(DI)
	VMOVDQU Y1, 32(DI)
	VMOVDQU Y2, 64(DI)
	VMOVDQU Y3, 96(DI)
	VZEROUPPER
	RET

three:
	VMOVDQU 0(DI), Y0
	VMOVDQU 32(DI), Y1
	VMOVDQU 64(DI), Y2
	TESTQ CX, CX
	JEQ  done3
loop3:
	ROWADDR
	VPADDQ 0(BX), Y0, Y0
	VPADDQ 32(BX), Y1, Y1
	VPADDQ 64(BX), Y2, Y2
	DECQ CX
	JNE  loop3
done3:
	VMOVDQU Y0, 0(DI)
	VMOVDQU Y1, 32(DI)
	VMOVDQU Y2, 64(DI)
	VZEROUPPER
	RET

two:
	VMOVDQU 0(DI), Y0
	VMOVDQU 32(DI), Y1
	TESTQ CX, CX
	JEQ  done2
loop2:
	ROWADDR
	VPADDQ 0(BX), Y0, Y0
	VPADDQ 32(BX), Y1, Y1
	DECQ CX
	JNE  loop2
done2:
	VMOVDQU Y0, 0(DI)
	VMOVDQU Y1, 32(DI)
	VZEROUPPER
	RET

one:
	VMOVDQU 0(DI), Y0
	TESTQ CX, CX
	JEQ  done1
loop1:
	ROWADDR
	VPADDQ 0(BX), Y0, Y0
	DECQ CX
	JNE  loop1
done1:
	VMOVDQU Y0, 0(DI)
	VZEROUPPER
	RET
