/**
 * Run in the page (as a string: the test runner's transforms may add helpers to a function that do
 * not exist in the browser). Lists every visible control and text inside `scope` that sticks out of
 * its nearest bordered box (a card, a dialog, a field) or out of the window, as
 * `tag "text" [left,right] outside [left,right]`. Boxes that scroll sideways on purpose are marked
 * so in their markup (a `table`'s region, a toolbar with `overflow-x-auto`) and are left out.
 */
export function layoutProbe(scope: string): string {
  return `(() => {
    const scope = ${JSON.stringify(scope)};
    const problems = [];
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow > 0) problems.push('the page is ' + overflow + ' px wider than the window');
    const borderedBox = (element) => {
      for (let at = element.parentElement; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (parseFloat(style.borderLeftWidth) > 0 && parseFloat(style.borderRightWidth) > 0 && at.getBoundingClientRect().width > 100) return at;
      }
      return null;
    };
    const scrollsSidewaysOnPurpose = (element) => element.closest('.overflow-x-auto, table') !== null;
    const selector = ['button', 'a', 'input', 'select', 'textarea', 'label', 'h2', 'h3', 'p', '[role=combobox]']
      .map((tag) => scope + ' ' + tag)
      .join(', ');
    for (const element of document.querySelectorAll(selector)) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || element.closest('.sr-only') || scrollsSidewaysOnPurpose(element)) continue;
      const name = element.tagName.toLowerCase() + ' "' + (element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 40) + '"';
      if (box.right > window.innerWidth + 1 || box.left < -1) problems.push(name + ' [' + Math.round(box.left) + ',' + Math.round(box.right) + '] outside the window');
      const bordered = borderedBox(element);
      if (!bordered) continue;
      const outer = bordered.getBoundingClientRect();
      if (box.right > outer.right + 1 || box.left < outer.left - 1) {
        problems.push(name + ' [' + Math.round(box.left) + ',' + Math.round(box.right) + '] outside [' + Math.round(outer.left) + ',' + Math.round(outer.right) + ']');
      }
    }
    return problems;
  })()`;
}
