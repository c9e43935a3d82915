import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import decodeQR from 'qr/decode.js';
import { QrCode } from './QrCode';
import { axeViolations } from '../../../test/axe';

/** Paints the SVG's module rectangles into an RGBA bitmap, as a camera would see the screen. */
function rasterize(svg: SVGSVGElement, scale = 6) {
  const side = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const width = side * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  const d = svg.querySelector('path')!.getAttribute('d')!;
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py++)
      for (let px = Number(x) * scale; px < (Number(x) + Number(w)) * scale; px++)
        data.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
  }
  return { width, height: width, data };
}

describe('QrCode', () => {
  it('is an image named by what it encodes', () => {
    render(
      <QrCode
        value="bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh"
        label="QR code of the BTC deposit address"
      />,
    );
    const img = screen.getByRole('img', { name: 'QR code of the BTC deposit address' });
    expect(img.tagName.toLowerCase()).toBe('svg');
  });

  it('encodes the value so a scanner reads it back, with a 4-module quiet zone', () => {
    const value = 'bitcoin:bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh?amount=0.015';
    render(<QrCode value={value} label="Deposit" />);
    const svg = screen.getByRole('img') as unknown as SVGSVGElement;
    const modules = Number(svg.dataset.modules);
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${modules + 8} ${modules + 8}`);
    const d = svg.querySelector('path')!.getAttribute('d')!;
    const coords = [...d.matchAll(/M(\d+) (\d+)/g)].flatMap((m) => [Number(m[1]), Number(m[2])]);
    expect(Math.min(...coords)).toBe(4);
    expect(decodeQR(rasterize(svg))).toBe(value);
  });

  it('draws a new code when the value changes, and takes a higher error correction', () => {
    const { rerender } = render(<QrCode value="AE070331234567890123456" label="IBAN" />);
    const svg = () => screen.getByRole('img') as unknown as SVGSVGElement;
    const before = svg().querySelector('path')!.getAttribute('d');
    rerender(<QrCode value="AE070331234567890123457" label="IBAN" errorCorrection="H" />);
    expect(svg().querySelector('path')!.getAttribute('d')).not.toBe(before);
    expect(decodeQR(rasterize(svg()))).toBe('AE070331234567890123457');
  });

  it('warns when it has no label', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<QrCode value="x" label="" />);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('[@bank/ui] QrCode'));
    error.mockRestore();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <QrCode value="https://bank.example/pay/7Q4K9" label="QR code of the payment link" />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
